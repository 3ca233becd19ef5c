import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { findInCheckout } from './find-in-checkout.js';

/** The dev sandbox key written by `parasol serve` and read by `parasol request`. */
export interface SandboxKeyFile {
  readonly keyId: string;
  readonly secret: string;
  readonly url: string;
}

export const DEFAULT_KEY_FILE = '.parasol/sandbox-key.json';

/** Where the CLI reads the key when no --key-file is given: the saved one nearest up the checkout. */
export const findKeyFile = (from: string = process.cwd()): string => findInCheckout(DEFAULT_KEY_FILE, from) ?? DEFAULT_KEY_FILE;

export async function readKeyFile(path = DEFAULT_KEY_FILE): Promise<SandboxKeyFile | undefined> {
  try {
    return JSON.parse(await readFile(resolve(path), 'utf8')) as SandboxKeyFile;
  } catch {
    return undefined;
  }
}

/** Written with mode 0600: the file holds a secret. */
export async function writeKeyFile(file: SandboxKeyFile, path = DEFAULT_KEY_FILE): Promise<string> {
  const full = resolve(path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, `${JSON.stringify(file, null, 2)}\n`, { mode: 0o600 });
  return full;
}

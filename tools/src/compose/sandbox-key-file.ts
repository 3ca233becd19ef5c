import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';

/** The dev sandbox key written by `parasol serve` and read by `parasol request`. */
export interface SandboxKeyFile {
  readonly keyId: string;
  readonly secret: string;
  readonly url: string;
}

export const DEFAULT_KEY_FILE = '.parasol/sandbox-key.json';

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

import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { DEFAULT_KEY_FILE } from './sandbox-key-file.js';

/** Beside the sandbox key file: `.parasol/admin-token`, what `parasol serve` writes and the CLI reads. */
export const adminTokenFileBeside = (keyFile: string = DEFAULT_KEY_FILE): string => join(dirname(keyFile), 'admin-token');
export const DEFAULT_ADMIN_TOKEN_FILE = adminTokenFileBeside();

export async function readAdminTokenFile(path: string = DEFAULT_ADMIN_TOKEN_FILE): Promise<string | undefined> {
  try {
    const token = (await readFile(resolve(path), 'utf8')).trim();
    return token === '' ? undefined : token;
  } catch {
    return undefined;
  }
}

/** Mode 0600: the token opens every partner's account. Never printed, never logged. */
export async function writeAdminTokenFile(token: string, path: string = DEFAULT_ADMIN_TOKEN_FILE): Promise<string> {
  const full = resolve(path);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, `${token}\n`, { mode: 0o600 });
  return full;
}

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

/**
 * The admin token of a start without PARASOL_ADMIN_TOKEN: the one already saved in the file when
 * it holds a usable token, else `fresh`, written only if the file is still absent (`wx`). Several
 * instances started from one folder (two `npm start`s on other ports) so share one token, and a
 * start never overwrites the token another running instance accepts: the CLI keeps reaching both.
 */
export async function adminTokenFromFile(fresh: string, minLength: number, path: string = DEFAULT_ADMIN_TOKEN_FILE): Promise<{ token: string; path: string; reused: boolean }> {
  const full = resolve(path);
  const usable = (token: string | undefined) => (token !== undefined && token.length >= minLength ? token : undefined);
  const saved = usable(await readAdminTokenFile(full));
  if (saved) return { token: saved, path: full, reused: true };
  await mkdir(dirname(full), { recursive: true });
  try {
    await writeFile(full, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return { token: fresh, path: full, reused: false };
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  }
  // Another start wrote it between the read and the write, or the file is there but unusable (empty, too short).
  const raced = usable(await readAdminTokenFile(full));
  if (raced) return { token: raced, path: full, reused: true };
  return { token: fresh, path: await writeAdminTokenFile(fresh, full), reused: false };
}

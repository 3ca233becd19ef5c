import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { ConsoleUserRecord, ConsoleUserStore } from '@parasol/core';
import { DEFAULT_KEY_FILE } from './sandbox-key-file.js';

/**
 * With memory storage, operator accounts made by `parasol operators create` wait in
 * `.parasol/operators.json` (beside the key file, mode 0600: argon2id hashes, never a password)
 * until `parasol serve` starts and loads them; with MongoDB the command writes the account to
 * the database directly and no file is used.
 */
export const operatorsFileBeside = (keyFile: string = DEFAULT_KEY_FILE): string => join(dirname(keyFile), 'operators.json');

export async function readOperatorsFile(path: string): Promise<ConsoleUserRecord[]> {
  let text: string;
  try {
    text = await readFile(resolve(path), 'utf8');
  } catch {
    return [];
  }
  const records = JSON.parse(text) as unknown;
  if (!Array.isArray(records)) throw new Error(`${path} is not a list of operator accounts`);
  return records.filter((r): r is ConsoleUserRecord => typeof r === 'object' && r !== null && (r as ConsoleUserRecord).kind === 'operator');
}

export async function appendOperator(path: string, record: ConsoleUserRecord): Promise<string> {
  const full = resolve(path);
  const records = (await readOperatorsFile(full)).filter((r) => r.email !== record.email);
  await mkdir(dirname(full), { recursive: true });
  await writeFile(full, `${JSON.stringify([...records, record], null, 2)}\n`, { mode: 0o600 });
  return full;
}

/** Loads the file's operators into the console's user store (those whose email has no account yet); how many. */
export async function loadOperators(users: ConsoleUserStore, path: string): Promise<number> {
  let loaded = 0;
  for (const record of await readOperatorsFile(path)) if (await users.create(record)) loaded++;
  return loaded;
}

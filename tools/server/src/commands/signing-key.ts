import { readFile } from 'node:fs/promises';
import { DEFAULT_KEY_FILE, findKeyFile, readKeyFile } from '../compose/sandbox-key-file.js';

/** The options both request commands (REST and gRPC) read a partner's key and body from. */
export interface SigningOptions {
  readonly 'key-file'?: string;
  readonly 'key-id'?: string;
  readonly secret?: string;
  readonly data?: string;
}

/**
 * The key a request is signed with: --key-id/--secret (or PARASOL_KEY_ID/PARASOL_SECRET, which the
 * parser maps), else the saved sandbox key file; undefined, with the way to get one told on
 * stderr, when there is none.
 */
export async function signingKeyOf(values: SigningOptions): Promise<{ keyId: string; secret: string; url?: string } | undefined> {
  const saved = await readKeyFile(values['key-file'] ?? findKeyFile());
  const keyId = values['key-id'] ?? saved?.keyId;
  const secret = values.secret ?? saved?.secret;
  if (!keyId || !secret) {
    process.stderr.write(`No key: pass --key-id and --secret, set PARASOL_KEY_ID and PARASOL_SECRET, or run \`npm start\` to write ${DEFAULT_KEY_FILE}.\n`);
    return undefined;
  }
  return saved?.url === undefined ? { keyId, secret } : { keyId, secret, url: saved.url };
}

/** --data as given, or the file it names after `@`; undefined when absent. */
export const requestText = async (data: string | undefined): Promise<string | undefined> =>
  data === undefined ? undefined : data.startsWith('@') ? readFile(data.slice(1), 'utf8') : data;

import { SCOPES, type Parasol } from '@parasol/core';
import { readKeyFile } from './sandbox-key-file.js';

/** The demo partner the sandbox key credits, so sandbox activity is counted like a real partner's. */
export const DEMO_PARTNER = { code: 'demo', baseRateBps: 1000, links: [{ code: 'web1', archived: false, default: true }] };

const SAVED_KEY_ID = /^ak_test_[A-Za-z0-9_]{4,64}$/;

/**
 * The start's sandbox key, and whether its secret may be printed. `created`: made now with a fresh
 * secret, printed this once. `saved`: the key file's pair, the secret not printed again (it was,
 * when made). `stored`: the store already holds the demo key but this machine has no file with
 * its secret (another instance, or a container without the volume): only its id is known.
 */
export type DemoSandboxKey =
  | { readonly origin: 'created'; readonly keyId: string; readonly secret: string }
  | { readonly origin: 'saved'; readonly keyId: string; readonly secret: string }
  | { readonly origin: 'stored'; readonly keyId: string };

/**
 * One demo sandbox key per store, not one per start. A store that already holds an active demo
 * sandbox key (MongoDB after a restart, or another instance) gets no new one, so restarts do not
 * pile up working keys in a shared database. A fresh store (memory storage, every start) gets the
 * key file's pair back when there is one, so a saved key keeps working across restarts, else a
 * new key.
 */
export async function ensureDemoSandboxKey(parasol: Parasol, keyFile: string): Promise<DemoSandboxKey> {
  await parasol.admin.partners.register(DEMO_PARTNER);
  const savedFile = await readKeyFile(keyFile);
  const saved = savedFile && SAVED_KEY_ID.test(savedFile.keyId) && typeof savedFile.secret === 'string' && savedFile.secret.length >= 16 ? savedFile : undefined;
  const stored = (await parasol.admin.keys.list(DEMO_PARTNER.code)).filter((key) => key.mode === 'sandbox' && key.revokedAt === undefined);
  if (saved && stored.some((key) => key.keyId === saved.keyId)) return { origin: 'saved', keyId: saved.keyId, secret: saved.secret };
  const [oldest] = [...stored].sort((a, b) => a.createdAt - b.createdAt);
  if (oldest) return { origin: 'stored', keyId: oldest.keyId };
  const created = await parasol.admin.keys.create({ mode: 'sandbox', scopes: SCOPES, partnerCode: DEMO_PARTNER.code, ...(saved ? { keyId: saved.keyId, secret: saved.secret } : {}) });
  if (created.ok) return saved ? { origin: 'saved', ...saved } : { origin: 'created', keyId: created.value.keyId, secret: created.value.secret };
  // The id is taken (the bootstrap file named it): the saved pair is already loaded.
  if (saved) return { origin: 'saved', keyId: saved.keyId, secret: saved.secret };
  throw new Error(`Could not create the sandbox key: ${created.failure.detail ?? created.failure.code}`);
}

/** What the start-up banner says of the key: its secret only the one time it is made. */
export function sandboxKeyLines(key: DemoSandboxKey, keyPath: string | undefined): string[] {
  switch (key.origin) {
    case 'created':
      return [`New sandbox key (its secret is shown this once; saved to ${keyPath}):`, `  PARASOL_KEY_ID=${key.keyId}`, `  PARASOL_SECRET=${key.secret}`];
    case 'saved':
      return [`Sandbox key PARASOL_KEY_ID=${key.keyId} (its secret was printed when it was made, and is saved in ${keyPath}).`];
    case 'stored':
      return [
        `Sandbox key PARASOL_KEY_ID=${key.keyId}, already in this store (its secret was printed once, when an earlier start made it; no key file here holds it).`,
        '  Another one for this machine: npx parasol keys create --partner demo --mode sandbox (with the admin token).',
      ];
  }
}

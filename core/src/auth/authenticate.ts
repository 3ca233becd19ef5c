import { createHash } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { LIMITS } from '../reference/limits.js';
import { fail, ok, type Result } from '../shared/result.js';
import { CLOCK, type Clock } from '../ports/clock.js';
import { KEY_STORE, type KeyStore, type KeyWithPartner } from '../ports/key-store.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import type { Caller } from '../contract/operation.js';
import type { SignedCall } from '../contract/signed-call.js';
import type { ApiKeyRecord } from '../contract/api-key.js';
import { SecretBox } from './secret-box.js';
import { schemeOf, verifySignature } from './signature.js';
import { SECRET_BOX } from './tokens.js';

export interface Authentication {
  readonly result: Result<Caller>;
  /** The key named by the call when it exists, even if the call was refused (for quota headers). */
  readonly key?: ApiKeyRecord;
}

const TIMESTAMP_SHAPE = /^\d{1,12}$/;

/** Secrets that verify at `now`: the current one and any rotated one still inside its overlap. */
export const liveSecrets = (key: ApiKeyRecord, now: number) =>
  key.secrets.filter((s) => s.retiresAt === undefined || s.retiresAt > now);

/**
 * Checks the three signing headers. Order (docs/decisions/0021-auth-order-of-authentication-checks.md):
 * key (missing, unknown, revoked: UNAUTHORIZED) → scheme (v1: V1_SCHEME_RETIRED) → timestamp
 * (STALE_TIMESTAMP) → signature (INVALID_SIGNATURE). The key comes first so that an unknown id
 * learns nothing else about the request.
 */
@injectable()
export class Authenticate {
  constructor(
    @inject(KEY_STORE) private readonly keys: KeyStore,
    @inject(PARTNER_STORE) private readonly partners: PartnerStore,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(SECRET_BOX) private readonly box: SecretBox,
  ) {}

  async run(call: SignedCall): Promise<Authentication> {
    if (!call.keyId) return { result: fail('UNAUTHORIZED', 'The x-svc-key-id header is missing.') };
    const found = await this.readKey(call.keyId);
    const key = found?.key;
    const now = this.clock.now();
    if (!key) return { result: fail('UNAUTHORIZED', 'Unknown key.') };
    if (key.revokedAt !== undefined && key.revokedAt <= now) return { result: fail('UNAUTHORIZED', 'This key was revoked.'), key };

    const signature = call.signature ?? '';
    if (schemeOf(signature) === 'v1') {
      return { result: fail('V1_SCHEME_RETIRED', 'Signature scheme v1 is retired: sign `${ts}.${METHOD}.${pathname}.${rawBody}` and send v2=<hex>.'), key };
    }
    const ts = call.timestamp ?? '';
    if (!TIMESTAMP_SHAPE.test(ts)) return { result: fail('STALE_TIMESTAMP', 'x-svc-timestamp must be the current time in unix seconds.'), key };
    // The caller signs with its own clock: compare with the real time even when `now` is moved.
    if (Math.abs(Number(ts) * 1000 - (this.clock.wallNow?.() ?? now)) > LIMITS.timestampWindowSeconds * 1000) {
      return { result: fail('STALE_TIMESTAMP', `x-svc-timestamp is more than ${LIMITS.timestampWindowSeconds} s away from the server clock.`), key };
    }
    const secrets = this.openLiveSecrets(key, now);
    // A transport that signs its own names for the call (gRPC's method path) says so in signedAs.
    const signed = call.signedAs ?? call;
    const parts = { timestamp: ts, method: signed.method, pathname: signed.path, rawBody: call.rawBody };
    if (!verifySignature(signature, secrets, parts)) return { result: fail('INVALID_SIGNATURE', schemeOf(signature) === 'unknown' ? missingPrefix(signature) : whatWasVerified(parts)), key };
    const partner = key.partnerCode === undefined ? undefined : found!.joined ? found!.partner : await this.partners.get(key.partnerCode);
    return { result: ok(partner ? { key, mode: key.mode, partner } : { key, mode: key.mode }), key };
  }

  /**
   * The key, with its partner when the store can join them in the same read (`joined`); otherwise
   * the partner is read only once the signature verified, so a refused call costs one read.
   */
  private async readKey(keyId: string): Promise<(KeyWithPartner & { readonly joined: boolean }) | undefined> {
    if (this.keys.getWithPartner === undefined) {
      const key = await this.keys.get(keyId);
      return key === undefined ? undefined : { key, joined: false };
    }
    const found = await this.keys.getWithPartner(keyId);
    if (found === undefined) return undefined;
    return { ...found, joined: true };
  }

  /** The plain secrets of liveSecrets(key, now), in order. */
  private openLiveSecrets(key: ApiKeyRecord, now: number): string[] {
    const secrets: string[] = [];
    for (const sealed of key.secrets) if (sealed.retiresAt === undefined || sealed.retiresAt > now) secrets.push(this.box.open(sealed));
    return secrets;
  }
}

/** INVALID_SIGNATURE's detail for a signature header without its scheme: the prefix is what is wrong, not the HMAC. */
const missingPrefix = (signature: string): string =>
  signature === ''
    ? 'The x-svc-signature header is missing: send v2= followed by the hex HMAC-SHA256 of ${ts}.${METHOD}.${pathname}.${rawBody}.'
    : 'The x-svc-signature header has no v2= prefix: send v2= followed by the 64 hex characters of the HMAC-SHA256 of ${ts}.${METHOD}.${pathname}.${rawBody}.';

/**
 * INVALID_SIGNATURE's detail: what the server signed, part by part, so a developer sees at once
 * whether the method, the path, the timestamp, the body or the secret differs. The body is named
 * by its length and SHA-256 (the partner hashes what they signed and compares), never the
 * expected signature, which would let anyone holding a request forge its neighbours.
 */
const whatWasVerified = (parts: { timestamp: string; method: string; pathname: string; rawBody: Uint8Array }): string =>
  `The signature does not verify under this key's secret. The server checked v2 HMAC-SHA256 over \${ts}.\${METHOD}.\${pathname}.\${rawBody} with ` +
  `ts ${parts.timestamp}, METHOD ${parts.method.toUpperCase()}, pathname ${parts.pathname} (no query string), ` +
  `rawBody ${parts.rawBody.byteLength} bytes with SHA-256 ${createHash('sha256').update(parts.rawBody).digest('hex')}. ` +
  'Compare each with what you signed: sign the exact bytes you send, and the key id and secret must belong together.';


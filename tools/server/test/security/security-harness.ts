import { jsonBody, createParasol, signRequest, type Answer, type ApiKeyRecord, type Credentials, type Parasol, type SignedCall } from '@parasol/core';
import { type NewKey, type NewPartner } from '@parasol/core/internal';
import { CryptoRandom, ManualClock, MemoryCounterStore, MemoryKeyStore, MemoryPartnerStore } from '@parasol/adapter-memory';
import { probeModule } from './probe-operations.js';

/** 2026-03-10T12:00:00Z: mid-day, on a whole second, at the start of a clock minute. */
export const NOON = Date.UTC(2026, 2, 10, 12, 0, 0);
export const MINUTE = 60_000;
export const HOUR = 3_600_000;

export interface CallOptions {
  readonly method?: 'GET' | 'POST';
  readonly query?: Record<string, string>;
  /** JSON-serialised unless already a string; absent = empty body. */
  readonly body?: unknown;
  readonly timestamp?: string;
  /** The path the signature is computed over, when it should differ from the called one. */
  readonly signedPath?: string;
  readonly signature?: string;
  readonly secret?: string;
}

/**
 * The facade over the embedded memory stores with a manual clock and the probe endpoints: the
 * stores stay reachable so a test can look at what was written.
 */
export function aSecuredParasol() {
  const clock = new ManualClock(NOON);
  const stores = { keys: new MemoryKeyStore(), partners: new MemoryPartnerStore(), counters: new MemoryCounterStore() };
  const random = new CryptoRandom();
  const parasol: Parasol = createParasol({ stores, clock, random, masterKey: random.bytes(32), modules: [probeModule] });
  let requests = 0;

  /** A signed call as a partner's server would send it (or deliberately not, per options). */
  const signedCall = (credentials: Credentials, path: string, o: CallOptions = {}): SignedCall => {
    const method = o.method ?? (o.body === undefined ? 'GET' : 'POST');
    const rawBody = o.body === undefined ? new Uint8Array() : Buffer.from(typeof o.body === 'string' ? o.body : JSON.stringify(o.body));
    const timestamp = o.timestamp ?? String(Math.floor(clock.now() / 1000));
    return {
      method,
      path,
      query: o.query ?? {},
      keyId: credentials.keyId,
      timestamp,
      signature: o.signature ?? signRequest(o.secret ?? credentials.secret, { timestamp, method, pathname: o.signedPath ?? path, rawBody }),
      rawBody,
      decodeBody: jsonBody,
      requestId: `req_test_${++requests}`,
    };
  };
  const call = (credentials: Credentials, path: string, o: CallOptions = {}): Promise<Answer> => parasol.handle(signedCall(credentials, path, o));

  const aPartner = async (overrides: Partial<NewPartner> & { approved?: boolean } = {}) => {
    const { approved, ...spec } = overrides;
    const created = await parasol.admin.partners.register({ code: 'acme', baseRateBps: 1000, ...spec });
    if (!created.ok) throw new Error(created.failure.detail);
    if (approved) await parasol.admin.partners.approve(created.value.code);
    return created.value;
  };

  /** A key as the admin creates it; sandbox with every scope and no partner unless told. */
  const aKey = async (overrides: Partial<NewKey> = {}): Promise<Credentials> => {
    const issued = await parasol.admin.keys.create({ mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], ...overrides });
    if (!issued.ok) throw new Error(issued.failure.detail);
    return issued.value;
  };

  const storedKey = async (keyId: string): Promise<ApiKeyRecord> => {
    const record = await stores.keys.get(keyId);
    if (!record) throw new Error(`no key ${keyId}`);
    return record;
  };

  return { parasol, clock, stores, signedCall, call, aPartner, aKey, storedKey };
}

export type SecuredParasol = ReturnType<typeof aSecuredParasol>;

/** The error code of an answer, or 'OK' for a 2xx. */
export const outcome = (answer: Answer): string => (answer.status < 300 ? 'OK' : String((answer.body as { error?: string }).error));

/** Seconds from `now` to the next UTC midnight, rounded up. */
export const secondsToMidnight = (now: number): number => {
  const d = new Date(now);
  return Math.ceil((Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1) - now) / 1000);
};

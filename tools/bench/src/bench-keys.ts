import { createHmac } from 'node:crypto';
import type { BootstrapDocument } from '@parasol/core';

/** A key the load generator signs with. */
export interface BenchCredentials {
  readonly keyId: string;
  readonly secret: string;
}

/**
 * Load-test keys, loaded through the bootstrap file like any deployment's keys. The spec's 60 calls
 * per minute and the daily buckets (reads and writes) would refuse almost every request of a
 * benchmark, and a bench full of 429s measures nothing: these keys raise every ceiling far above
 * what a run can spend, while the counters are still taken on every call, as in production.
 */
const UNSPENDABLE = 1_000_000_000;

export const BENCH_SANDBOX_KEY: BenchCredentials = { keyId: 'ak_test_bench', secret: 'bench-sandbox-secret-0123456789' };
export const BENCH_LIVE_KEY: BenchCredentials = { keyId: 'ak_live_bench', secret: 'bench-live-secret-0123456789' };

export const BENCH_PARTNER = 'benchpartner';
/** The partner's tracked link: a postback's ref is `${BENCH_PARTNER}-${BENCH_LINK}`. */
export const BENCH_LINK = 'bench';

const quota = { reads: UNSPENDABLE, writes: UNSPENDABLE, burstPerMinute: UNSPENDABLE };

export const BENCH_BOOTSTRAP: BootstrapDocument = {
  partners: [{ code: BENCH_PARTNER, status: 'approved', baseRateBps: 1000, links: [{ code: BENCH_LINK, default: true }] }],
  keys: [
    // A partner's sandbox key, as partners use them: its price calls are counted as activity.
    { ...BENCH_SANDBOX_KEY, mode: 'sandbox', scopes: ['quotes', 'quotes.link', 'coach'], partner: BENCH_PARTNER, quota },
    { ...BENCH_LIVE_KEY, mode: 'live', scopes: ['quotes', 'quotes.link', 'coach'], partner: BENCH_PARTNER, quota },
  ],
};

/**
 * The secret of the bench servers' quoting sessions (createEmbeddedParasol's sessionSecret), so the
 * load generator can hand POST /links a fresh session per request without pricing a quote first:
 * a quote per link would put ~80k quotes on the server core before every links run.
 */
export const BENCH_SESSION_SECRET: Uint8Array = new Uint8Array(Buffer.from('parasol-bench-session-secret-32b', 'utf8'));

/**
 * A quoting session as POST /quotes issues it to `keyId` (core/src/sessions/session-tokens.ts:
 * `qs_<16-byte nonce, base64url>.<HMAC-SHA256(secret, keyId.nonce), base64url>`). The core does
 * not export its issuer; tools/bench/test checks that the servers accept these as their own.
 */
export const benchSessionId = (keyId: string, nonce: Uint8Array): string => {
  if (nonce.length !== 16) throw new Error('a session nonce is 16 bytes');
  const text = Buffer.from(nonce).toString('base64url');
  return `qs_${text}.${createHmac('sha256', BENCH_SESSION_SECRET).update(`${keyId}.${text}`).digest('base64url')}`;
};

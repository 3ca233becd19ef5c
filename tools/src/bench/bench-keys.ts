import type { BootstrapDocument } from '@parasol/core';
import type { BenchCredentials } from './bench-request.js';

/**
 * Load-test keys, loaded through the bootstrap file like any deployment's keys. The spec's 60 calls
 * per minute and the daily buckets would refuse almost every request of a benchmark, and a bench
 * full of 429s measures nothing: these keys raise both ceilings far above what a run can spend,
 * while the counters are still taken on every call, as in production.
 */
const UNSPENDABLE = 1_000_000_000;

export const BENCH_SANDBOX_KEY: BenchCredentials = { keyId: 'ak_test_bench', secret: 'bench-sandbox-secret-0123456789' };
export const BENCH_LIVE_KEY: BenchCredentials = { keyId: 'ak_live_bench', secret: 'bench-live-secret-0123456789' };

const BENCH_PARTNER = 'benchpartner';

export const BENCH_BOOTSTRAP: BootstrapDocument = {
  partners: [{ code: BENCH_PARTNER, status: 'approved', baseRateBps: 1000, links: [{ code: 'bench', default: true }] }],
  keys: [
    {
      ...BENCH_SANDBOX_KEY,
      mode: 'sandbox',
      scopes: ['quotes'],
      // A partner's sandbox key, as partners use them: its price calls are counted as activity.
      partner: BENCH_PARTNER,
      quota: { reads: UNSPENDABLE, writes: UNSPENDABLE, burstPerMinute: UNSPENDABLE },
    },
    {
      ...BENCH_LIVE_KEY,
      mode: 'live',
      scopes: ['quotes'],
      partner: BENCH_PARTNER,
      quota: { reads: UNSPENDABLE, writes: UNSPENDABLE, burstPerMinute: UNSPENDABLE },
    },
  ],
};

import { BenchFailure } from './bench-failure.js';
import { LOAD_CPU, SERVER_CPU, startPinnedChild } from './pinned-child.js';

/**
 * The payout scenario (issue 28): one payout run over 100,000 validated sales of 1,000 partners
 * (payout-run-child.ts seeds them) on the memory stores, and the same run on the MongoDB-wire test
 * server (bench-mongo.ts, on the runner's core, counting the wire messages: each one round trip)
 * over fewer partners: that server answers every command by copying the whole collection, so its
 * time grows with the square of the sales (100,000 would take hours) while the run's round trips
 * grow with the sales alone, which the per-sale figure shows. The run's child is pinned to the
 * server core. Reported: the run's wall time, the store round trips (memory: method calls;
 * MongoDB: wire messages) and per sale, and the payouts made. No target: the issue asks that it
 * completes and that its cost is known.
 */
export interface PayoutRunSide {
  readonly partners: number;
  readonly sales: number;
  readonly seconds: number;
  readonly roundTrips: number;
  readonly roundTripsPerSale: number;
  readonly payouts: number;
  readonly amountMinor: number;
}

export interface PayoutRunResult {
  readonly memory?: PayoutRunSide;
  readonly mongo?: PayoutRunSide;
}

interface ChildAnswer {
  readonly seconds: number;
  readonly storeCalls: number;
  readonly payouts: number;
  readonly amountMinor: number;
  readonly error?: string;
}

export const measurePayoutRun = async (options: { compiled: boolean; partners: number; mongoPartners: number; salesPerPartner: number; log: (line: string) => void }): Promise<PayoutRunResult> => {
  const side = async (partners: number, mongoUrl: string | undefined, messages?: () => Promise<number>): Promise<PayoutRunSide> => {
    const args = ['--partners', String(partners), '--sales', String(options.salesPerPartner)];
    const sales = partners * options.salesPerPartner;
    const child = await startPinnedChild<{ sales: number }>('./payout-run-child.ts', mongoUrl === undefined ? args : [...args, '--mongo-url', mongoUrl], {
      cpu: SERVER_CPU,
      compiled: options.compiled,
      readyWithinMs: 900_000,
    });
    try {
      const before = messages === undefined ? 0 : await messages();
      const answer = await child.ask<ChildAnswer>('run');
      if (answer.error !== undefined) throw new BenchFailure(`the payout run failed: ${answer.error}`);
      const roundTrips = messages === undefined ? answer.storeCalls : (await messages()) - before;
      return { partners, sales, seconds: Number(answer.seconds.toFixed(2)), roundTrips, roundTripsPerSale: Number((roundTrips / sales).toFixed(2)), payouts: answer.payouts, amountMinor: answer.amountMinor };
    } finally {
      await child.stop();
    }
  };
  options.log(`payouts: memory stores, ${options.partners} partners x ${options.salesPerPartner} validated sales`);
  const memory = await side(options.partners, undefined);
  options.log(`payouts: memory ${memory.seconds} s, ${memory.roundTrips} store calls, ${memory.payouts} payouts`);
  options.log(`payouts: the MongoDB-wire test server, ${options.mongoPartners} partners x ${options.salesPerPartner} validated sales`);
  const database = await startPinnedChild<{ uri: string }>('./bench-mongo.ts', [], { cpu: LOAD_CPU, compiled: options.compiled });
  try {
    const mongo = await side(options.mongoPartners, database.ready.uri, () => database.ask<number>('messages'));
    options.log(`payouts: MongoDB ${mongo.seconds} s, ${mongo.roundTrips} round trips, ${mongo.payouts} payouts`);
    return { memory, mongo };
  } finally {
    await database.stop();
  }
};

export const formatPayoutRun = (result: PayoutRunResult): string[] => [
  'payout run (one run, every partner, 100 validated sales a partner):',
  ...(['memory', 'mongo'] as const).flatMap((name) => {
    const s = result[name];
    return s === undefined
      ? []
      : [`  ${name.padEnd(7)} ${String(s.sales).padStart(7)} sales of ${String(s.partners).padStart(5)} partners ${String(s.seconds).padStart(8)} s  ${String(s.roundTrips).padStart(8)} store round trips (${s.roundTripsPerSale} a sale)  ${s.payouts} payouts`];
  }),
];

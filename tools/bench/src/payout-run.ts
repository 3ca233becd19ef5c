import { BenchFailure } from './bench-failure.js';
import { median, spreadOf } from './paired-stats.js';
import { LOAD_CPU, SERVER_CPU, startPinnedChild } from './pinned-child.js';
import { judge, type Target, type Verdict } from './targets.js';
import { describeLoad, loadAverage, type LoadAround } from './load-average.js';

/**
 * The payout scenario (issue 28): one payout run over 100,000 validated sales of 1,000 partners
 * (payout-run-child.ts seeds them) on the memory stores, and the same run on the MongoDB-wire test
 * server (bench-mongo.ts, on the runner's core, counting the wire messages: each one round trip)
 * over fewer partners: that server answers every command by copying the whole collection, so its
 * time grows with the square of the sales (100,000 would take hours) while the run's round trips
 * grow with the sales alone, which the per-sale figure shows. The run's child is pinned to the
 * server core. Reported: the run's wall time, the store round trips (memory: method calls;
 * MongoDB: wire messages) and per sale, and the payouts made. Issue 31's target is judged on the
 * memory side, `--payout-runs` runs (each on a freshly seeded ledger): the median run under 30 s,
 * settled when its quartiles agree. The MongoDB side (one run) is for the record.
 */
export const PAYOUT_TARGET: Target = { metric: 'runSeconds', comparison: 'below', threshold: 30, says: 'a payout run over 100,000 validated sales of 1,000 partners < 30 s on memory stores' };

export interface PayoutRunSide {
  readonly partners: number;
  readonly sales: number;
  readonly seconds: number;
  readonly roundTrips: number;
  readonly roundTripsPerSale: number;
  readonly payouts: number;
  readonly amountMinor: number;
  /** Every run's seconds, in the order run (`seconds` is their median, the others' figures the first run's). */
  readonly runSeconds?: readonly number[];
  /** The host's load average (1, 5, 15 minutes) when the side began and ended. */
  readonly loadAverage?: LoadAround;
}

export interface PayoutRunResult {
  readonly memory?: PayoutRunSide;
  readonly mongo?: PayoutRunSide;
  readonly verdicts?: readonly Verdict[];
}

interface ChildAnswer {
  readonly seconds: number;
  readonly storeCalls: number;
  readonly payouts: number;
  readonly amountMinor: number;
  readonly error?: string;
}


/** `runs` runs of one side, each in a child of its own on a freshly seeded ledger: the first run's figures, every run's seconds and their median. */
const repeated = async (runs: number, side: () => Promise<PayoutRunSide>): Promise<PayoutRunSide> => {
  const before = loadAverage();
  const sides: PayoutRunSide[] = [];
  for (let r = 0; r < runs; r++) sides.push(await side());
  const runSeconds = sides.map((s) => s.seconds);
  return { ...(sides[0] as PayoutRunSide), seconds: Number(median(runSeconds).toFixed(2)), runSeconds, loadAverage: { before, after: loadAverage() } };
};

export const measurePayoutRun = async (options: { compiled: boolean; partners: number; mongoPartners: number; salesPerPartner: number; runs: number; log: (line: string) => void }): Promise<PayoutRunResult> => {
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
  options.log(`payouts: memory stores, ${options.partners} partners x ${options.salesPerPartner} validated sales, ${options.runs} run(s)`);
  const memory = await repeated(options.runs, () => side(options.partners, undefined));
  options.log(`payouts: memory ${memory.runSeconds?.join(', ')} s, ${memory.roundTrips} store calls, ${memory.payouts} payouts (load ${memory.loadAverage?.after.join(' ')})`);
  const verdicts = [judge('payouts', PAYOUT_TARGET, spreadOf(memory.runSeconds ?? [memory.seconds]))];
  options.log(`payouts: the MongoDB-wire test server, ${options.mongoPartners} partners x ${options.salesPerPartner} validated sales`);
  const database = await startPinnedChild<{ uri: string }>('./bench-mongo.ts', [], { cpu: LOAD_CPU, compiled: options.compiled });
  try {
    const mongo = await repeated(1, () => side(options.mongoPartners, database.ready.uri, () => database.ask<number>('messages')));
    options.log(`payouts: MongoDB ${mongo.seconds} s, ${mongo.roundTrips} round trips, ${mongo.payouts} payouts`);
    return { memory, mongo, verdicts };
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
      : [
          `  ${name.padEnd(7)} ${String(s.sales).padStart(7)} sales of ${String(s.partners).padStart(5)} partners ${String(s.seconds).padStart(8)} s  ${String(s.roundTrips).padStart(8)} store round trips (${s.roundTripsPerSale} a sale)  ${s.payouts} payouts` +
            (s.runSeconds !== undefined && s.runSeconds.length > 1 ? `  (median of ${s.runSeconds.length} runs: ${s.runSeconds.join(', ')} s)` : '') +
            (s.loadAverage === undefined ? '' : `  (load ${describeLoad(s.loadAverage)})`),
        ];
  }),
];

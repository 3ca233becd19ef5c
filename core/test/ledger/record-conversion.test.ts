import { expect } from 'chai';
import type { Caller, ConversionReport, Logger, PartnerRecord, SaleRecord, SaleStore } from '@parasol/core';
import { DEFAULT_LEDGER_SETTINGS, RecordConversion, type ContentionPolicy } from '@parasol/core/internal';

/**
 * RecordConversion (core/src/ledger/record-conversion.ts) over a store where every write loses its
 * race: how long a postback keeps trying (order-contention.ts), and what it answers and logs when it
 * gives up. The facade suites race real postbacks; here the rounds and the clock are counted exactly.
 */

type Line = { level: 'info' | 'warn' | 'error'; message: string; fields?: Record<string, unknown> };

/** No sale stored, and every create-if-absent lost to another postback. */
class AlwaysRacedSales {
  creates = 0;
  async get(): Promise<SaleRecord | undefined> {
    return undefined;
  }
  async create(): Promise<boolean> {
    this.creates++;
    return false;
  }
}

/** A clock that moves `step` ms each time it is read. */
const aSteppingClock = (step: number) => {
  let now = 0;
  return { now: () => (now += step) - step };
};

const ACME = { code: 'acme', status: 'pending', baseRateBps: 1000, commissionBps: 1500, links: [{ code: 'main', archived: false, default: true }], createdAt: 0, version: 1 } as PartnerRecord;
const caller = { key: {}, mode: 'live', partner: ACME } as unknown as Caller;
const report: ConversionReport = { ref: 'acme-main', partnerCode: 'acme', linkCode: 'main', externalOrderId: 'order-1', amountMinor: 10_500, currency: 'EUR', status: 'pending', contractVersion: '3.2' };

const aRecorder = (contention: ContentionPolicy | undefined, step: number, randomByte = 0) => {
  const sales = new AlwaysRacedSales();
  const lines: Line[] = [];
  const at = (level: Line['level']) => (message: string, fields?: Record<string, unknown>) => void lines.push({ level, message, ...(fields === undefined ? {} : { fields }) });
  const logger: Logger = { info: at('info'), warn: at('warn'), error: at('error') };
  // Random bytes of 0 (by default): every jittered pause is 0 ms.
  const random = { bytes: (n: number) => new Uint8Array(n).fill(randomByte) };
  const recorder = new RecordConversion(sales as unknown as SaleStore, aSteppingClock(step), random, logger, contention === undefined ? DEFAULT_LEDGER_SETTINGS : { ...DEFAULT_LEDGER_SETTINGS, contention });
  return { sales, lines, post: () => recorder.run({ caller, input: report, requestId: 'req_1' }) };
};

const POLICY: ContentionPolicy = { windowMs: 10_000, maxRounds: 5, firstPauseMs: 1, maxPauseMs: 4, retryAfterSeconds: 7 };

describe('ledger: a postback that keeps losing its order\'s race', () => {
  it('tries maxRounds times on a clock that does not move, then answers 409 ORDER_BUSY with Retry-After and warns once', async () => {
    const { sales, lines, post } = aRecorder(POLICY, 0);
    expect(await post()).to.deep.equal({
      ok: false,
      failure: {
        code: 'ORDER_BUSY',
        detail: 'Order order-1 is being changed by other postbacks at this moment; this one recorded nothing. Send it again after the Retry-After delay.',
        retryAfterSeconds: 7,
      },
    });
    expect(sales.creates).to.equal(5);
    expect(lines).to.deep.equal([{ level: 'warn', message: 'postback contention: order busy', fields: { requestId: 'req_1', partnerCode: 'acme', externalOrderId: 'order-1', windowMs: 10_000 } }]);
  });

  it('gives up once the window has passed on the clock, to the millisecond, however many rounds are left', async () => {
    // The window ends at 10,000 (read at 0); round r reads the clock at (2r + 1) s and checks it at (2r + 2) s.
    const { sales, post } = aRecorder({ ...POLICY, maxRounds: 1_000 }, 1_000);
    expect(await post()).to.deep.include({ ok: false });
    expect(sales.creates).to.equal(5);
  });

  it('pauses before each retry, none before the first try, the ceiling doubling from firstPauseMs up to maxPauseMs', async () => {
    const { post } = aRecorder(POLICY, 0, 0xff);
    const asked: number[] = [];
    const original = globalThis.setTimeout;
    globalThis.setTimeout = ((callback: () => void, ms: number) => (asked.push(ms), original(callback, 0))) as typeof setTimeout;
    try {
      await post();
    } finally {
      globalThis.setTimeout = original;
    }
    // Five tries, four pauses; the highest random draw asks for the whole ceiling: 1, 2, 4, then 4 (maxPauseMs).
    expect(asked).to.deep.equal([1, 2, 4, 4]);
  });

  it('by default (DEFAULT_CONTENTION) keeps trying for 10 seconds on the clock and asks for a retry after 1 second', async () => {
    const { sales, lines, post } = aRecorder(undefined, 1_000);
    expect(await post()).to.deep.include({ ok: false, failure: { code: 'ORDER_BUSY', detail: 'Order order-1 is being changed by other postbacks at this moment; this one recorded nothing. Send it again after the Retry-After delay.', retryAfterSeconds: 1 } });
    expect(sales.creates).to.equal(5);
    expect(lines[0]?.fields).to.include({ windowMs: 10_000 });
  });

  it('a postback naming a subscription where no subscription store is composed: 404 SUBSCRIPTION_NOT_FOUND, not a crash', async () => {
    const recorder = new RecordConversion(new AlwaysRacedSales() as unknown as SaleStore, aSteppingClock(0), { bytes: (n) => new Uint8Array(n) }, { info() {}, warn() {}, error() {} });
    const refused = await recorder.authorize({ ...report, subscriptionId: 'sub_named0001' }, caller);
    expect(refused?.code).to.equal('SUBSCRIPTION_NOT_FOUND');
  });
});

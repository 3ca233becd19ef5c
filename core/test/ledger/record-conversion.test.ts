import { expect } from 'chai';
import type { Caller, ConversionReport, Logger, PartnerRecord, SaleRecord, SaleStore } from '@parasol/core';
import { DAY_MS, DEFAULT_LEDGER_SETTINGS, RecordConversion, settledAt, type ContentionPolicy } from '@parasol/core/internal';

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

describe('ledger: what a postback writes besides its own change', () => {
  const NOW = Date.UTC(2026, 2, 30, 12, 0, 0);

  /** One stored sale; every write wins and is recorded. */
  class OneSale {
    readonly replaced: { record: SaleRecord; expectedVersion: number }[] = [];
    readonly created: SaleRecord[] = [];
    constructor(private readonly stored?: SaleRecord) {}
    async get(): Promise<SaleRecord | undefined> {
      return this.stored;
    }
    async create(record: SaleRecord): Promise<boolean> {
      this.created.push(record);
      return true;
    }
    async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
      this.replaced.push({ record, expectedVersion });
      return true;
    }
  }

  const aStoredSale = (status: 'pending' | 'validated', bookedAt: number): SaleRecord => ({
    ledger: 'live',
    partnerCode: 'acme',
    externalOrderId: 'order-1',
    saleId: 'sale_00001',
    linkCode: 'main',
    status,
    amountMinor: 10_500,
    currency: 'EUR',
    frozenCommissionBps: 1500,
    frozenUpliftBps: 500,
    commissionMinor: 1_500,
    contractVersion: '3.2',
    bookedAt,
    updatedAt: bookedAt,
    ...(status === 'validated' ? { validatedAt: bookedAt } : {}),
    entries: [{ seq: 0, kind: 'booking', deltaMinor: 1_500, currency: 'EUR', at: bookedAt, cause: 'req_booking' }],
    version: 3,
  });

  const postTo = (sales: OneSale, sent: Partial<ConversionReport>, as: Caller = caller, pricing: { sandbox?: unknown; live?: unknown } = {}) =>
    new RecordConversion(sales as unknown as SaleStore, { now: () => NOW }, { bytes: (n) => new Uint8Array(n) }, { info() {}, warn() {}, error() {} }, DEFAULT_LEDGER_SETTINGS, pricing.sandbox as never, pricing.live as never).run({
      caller: as,
      input: { ...report, ...sent },
      requestId: 'req_now',
    });

  it('a refused postback still stores what time did: a sale past its period is written validated, by compare-and-set', async () => {
    const stored = aStoredSale('pending', NOW - 20 * DAY_MS);
    const sales = new OneSale(stored);
    const result = await postTo(sales, { status: 'pending', amountMinor: 9_000 });
    expect(result.ok ? 'accepted' : result.failure.code).to.equal('SALE_STATUS_CONFLICT');
    expect(sales.replaced).to.deep.equal([{ record: { ...settledAt(stored, NOW, 14), version: 4 }, expectedVersion: 3 }]);
  });

  it('a refused postback of a sale time has not changed writes nothing', async () => {
    const sales = new OneSale(aStoredSale('validated', NOW - DAY_MS));
    const result = await postTo(sales, { status: 'pending' });
    expect(result.ok ? 'accepted' : result.failure.code).to.equal('SALE_STATUS_CONFLICT');
    expect(sales.replaced).to.deep.equal([]);
  });

  it('an unchanged replay stores the validation time did, and of a sale time has not changed writes nothing', async () => {
    const past = aStoredSale('pending', NOW - 20 * DAY_MS);
    const sales = new OneSale(past);
    const replay = await postTo(sales, { status: 'validated' });
    expect(replay.ok && replay.value.outcome).to.equal('unchanged');
    expect(sales.replaced).to.deep.equal([{ record: { ...settledAt(past, NOW, 14), version: 4 }, expectedVersion: 3 }]);
    const recent = new OneSale(aStoredSale('pending', NOW - DAY_MS));
    expect(((await postTo(recent, { status: 'pending' })) as { ok: true; value: { outcome: string } }).value.outcome).to.equal('unchanged');
    expect(recent.replaced).to.deep.equal([]);
  });

  it('a new sandbox sale reads its margin from the sandbox catalogue, not the live one', async () => {
    // USD, priced by no insurer of this catalogue: judged converted, FUNNEL_MARGIN_BPS.
    const catalogue = { version: 't', offers: [], insurers: [{ id: 'i0', name: 'I0', logoUrl: null, currency: 'EUR', endpoint: { url: 'http://x' } }] };
    const sales = new OneSale();
    await postTo(sales, { currency: 'USD' }, { ...caller, mode: 'sandbox' } as Caller, { sandbox: { catalogue: { current: async () => catalogue } } });
    expect(sales.created.map((s) => [s.ledger, s.frozenMarginBps])).to.deep.equal([['sandbox', 200]]);
  });
});

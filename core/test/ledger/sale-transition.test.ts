import { expect } from 'chai';
import fc from 'fast-check';
import { type ConversionReport, type LedgerEntryKind, type SaleRecord, type SaleStatus } from '@parasol/core';
import { DAY_MS, applyReport, commissionOf, settledAt, type FrozenRates, type ReportContext, type SaleChange } from '@parasol/core/internal';

/**
 * applyReport (core/src/ledger/sale-transition.ts): the status table of its comment, exhaustively,
 * then the invariants every sequence of reports keeps (fast-check).
 */

const BOOKED_AT = Date.UTC(2026, 2, 10, 12, 0, 0);
const HOUR = 3_600_000;
/** The partner's rates when the sale is booked; later contexts carry other rates, which must not reach it. */
const BOOKING_RATES: FrozenRates = { commissionBps: 1500, upliftBps: 500 };
const LATER_RATES: FrozenRates = { commissionBps: 3000, upliftBps: 2000 };

const aReport = (overrides: Partial<ConversionReport> = {}): ConversionReport => ({
  ref: 'acme-main',
  partnerCode: 'acme',
  linkCode: 'main',
  externalOrderId: 'order-1',
  amountMinor: 10_500,
  currency: 'EUR',
  status: 'pending',
  contractVersion: '3.1',
  ...overrides,
});

const aContext = (overrides: Partial<ReportContext> = {}): ReportContext => ({
  ledger: 'live',
  now: BOOKED_AT,
  cause: 'req_booking',
  saleId: 'sale_test0001',
  rates: BOOKING_RATES,
  ...overrides,
});

const changed = (result: ReturnType<typeof applyReport>): SaleChange => {
  if (!result.ok) return expect.fail(`expected a change, got ${result.failure.code}: ${result.failure.detail}`);
  return result.value;
};
const refusedWith = (result: ReturnType<typeof applyReport>): string => (result.ok ? `accepted (${result.value.outcome})` : result.failure.code);

/** A sale in the given stored status, reached as a partner reaches it: booked pending, then reported an hour later. */
const aStoredSale = (status: SaleStatus, booking: Partial<ConversionReport> = {}): SaleRecord => {
  const pending = changed(applyReport(undefined, aReport(booking), aContext())).sale;
  if (status === 'pending') return pending;
  return changed(applyReport(pending, aReport({ ...booking, status }), aContext({ now: BOOKED_AT + HOUR, cause: 'req_move', rates: LATER_RATES }))).sale;
};

const sumOf = (sale: SaleRecord) => sale.entries.reduce((sum, e) => sum + e.deltaMinor, 0);
const gridOf = (sale: SaleRecord) =>
  commissionOf(sale.amountMinor, { commissionBps: sale.frozenCommissionBps, upliftBps: sale.frozenUpliftBps }, {
    ...(sale.declaredCommissionMinor === undefined ? {} : { commissionMinor: sale.declaredCommissionMinor }),
    ...(sale.declaredPartnerFeeMinor === undefined ? {} : { partnerFeeMinor: sale.declaredPartnerFeeMinor }),
  }).owedMinor;

/** The invariants of every sale the ledger holds. */
const expectConsistent = (sale: SaleRecord, what: string) => {
  expect(sumOf(sale), `${what}: commission is the sum of the entries`).to.equal(sale.commissionMinor);
  expect(sale.entries.map((e) => e.seq), `${what}: seq counts from 0`).to.deep.equal(sale.entries.map((_, i) => i));
  expect(sale.commissionMinor, `${what}: ${sale.status}`).to.equal(sale.status === 'cancelled' ? 0 : gridOf(sale));
  expect({ commissionBps: sale.frozenCommissionBps, upliftBps: sale.frozenUpliftBps }, `${what}: rates frozen at booking`).to.deep.equal(BOOKING_RATES);
};

const STATUSES: readonly SaleStatus[] = ['pending', 'validated', 'cancelled'];

/** How a replay's amounts may differ from the stored sale's: each is "different" for the table. */
const DIFFERENCES = {
  same: {},
  amount: { amountMinor: 21_000 },
  commission: { commissionMinor: 900 },
  partnerFee: { contractVersion: '3.2', partnerFeeMinor: 200 },
} as const satisfies Record<string, Partial<ConversionReport>>;
type Difference = keyof typeof DIFFERENCES;

type Expected = { readonly code: string } | { readonly outcome: 'updated' | 'unchanged'; readonly status: SaleStatus; readonly added: readonly LedgerEntryKind[]; readonly repaired: boolean };

/** The comment's table, written out: stored status -> reported status -> same / different amounts. */
const TABLE: Record<SaleStatus, Record<SaleStatus, { same: Expected; different: Expected }>> = {
  pending: {
    pending: { same: { outcome: 'unchanged', status: 'pending', added: [], repaired: false }, different: { outcome: 'updated', status: 'pending', added: ['amount_change'], repaired: true } },
    validated: {
      same: { outcome: 'updated', status: 'validated', added: ['validation'], repaired: false },
      different: { outcome: 'updated', status: 'validated', added: ['amount_change', 'validation'], repaired: true },
    },
    // Amounts sent with a cancellation are not read: it reverses whatever is owed.
    cancelled: { same: { outcome: 'updated', status: 'cancelled', added: ['reversal'], repaired: false }, different: { outcome: 'updated', status: 'cancelled', added: ['reversal'], repaired: false } },
  },
  validated: {
    pending: { same: { code: 'SALE_STATUS_CONFLICT' }, different: { code: 'SALE_STATUS_CONFLICT' } },
    validated: { same: { outcome: 'unchanged', status: 'validated', added: [], repaired: false }, different: { code: 'SALE_LOCKED' } },
    cancelled: { same: { outcome: 'updated', status: 'cancelled', added: ['reversal'], repaired: false }, different: { outcome: 'updated', status: 'cancelled', added: ['reversal'], repaired: false } },
  },
  cancelled: {
    pending: { same: { code: 'SALE_STATUS_CONFLICT' }, different: { code: 'SALE_STATUS_CONFLICT' } },
    validated: { same: { code: 'SALE_STATUS_CONFLICT' }, different: { code: 'SALE_STATUS_CONFLICT' } },
    cancelled: { same: { outcome: 'unchanged', status: 'cancelled', added: [], repaired: false }, different: { outcome: 'unchanged', status: 'cancelled', added: [], repaired: false } },
  },
};

describe('applyReport', () => {
  describe('a first report books the sale at the rates of the moment', () => {
    const BOOKED: Record<SaleStatus, readonly LedgerEntryKind[]> = { pending: ['booking'], validated: ['booking', 'validation'], cancelled: ['booking', 'reversal'] };
    for (const status of STATUSES) {
      it(`reported ${status}: created, ${status}, entries ${BOOKED[status].join(' + ')}`, () => {
        const change = changed(applyReport(undefined, aReport({ status }), aContext()));
        expect(change.outcome).to.equal('created');
        expect(change.sale.status).to.equal(status);
        expect(change.added.map((e) => e.kind)).to.deep.equal(BOOKED[status]);
        expect(change.sale.entries).to.deep.equal(change.added);
        // The booking entry is the grid's commission (1500 bp of the 100.00 premium inside 105.00), even when a reversal follows.
        expect(change.added[0]).to.include({ kind: 'booking', deltaMinor: 1_500, currency: 'EUR', at: BOOKED_AT, cause: 'req_booking' });
        expect(change.sale).to.include({ saleId: 'sale_test0001', ledger: 'live', amountMinor: 10_500, bookedAt: BOOKED_AT, version: 1 });
        expect(change.sale.validatedAt).to.equal(status === 'validated' ? BOOKED_AT : undefined);
        expect(change.sale.cancelledAt).to.equal(status === 'cancelled' ? BOOKED_AT : undefined);
        expectConsistent(change.sale, status);
      });
    }

    it('keeps the declared commission and partner fee as bounds', () => {
      const change = changed(applyReport(undefined, aReport({ contractVersion: '3.2', partnerFeeMinor: 300, commissionMinor: 1_400 }), aContext()));
      expect(change.sale).to.include({ declaredCommissionMinor: 1_400, declaredPartnerFeeMinor: 300, commissionMinor: 1_300, contractVersion: '3.2' });
    });

    it('stores exactly the fields the report states: no declared bound, subscriptionId or margin key when it names none', () => {
      const change = changed(applyReport(undefined, aReport(), aContext()));
      const booking = { seq: 0, kind: 'booking', deltaMinor: 1_500, currency: 'EUR', at: BOOKED_AT, cause: 'req_booking' };
      expect(change.sale).to.deep.equal({
        ledger: 'live',
        partnerCode: 'acme',
        externalOrderId: 'order-1',
        saleId: 'sale_test0001',
        linkCode: 'main',
        status: 'pending',
        amountMinor: 10_500,
        currency: 'EUR',
        frozenCommissionBps: 1500,
        frozenUpliftBps: 500,
        commissionMinor: 1_500,
        contractVersion: '3.1',
        bookedAt: BOOKED_AT,
        updatedAt: BOOKED_AT,
        entries: [booking],
        version: 1,
      });
    });

    it('a repair keeps a declared bound only when the replay states it again', () => {
      const bounded = aStoredSale('pending', { contractVersion: '3.2', commissionMinor: 1_400, partnerFeeMinor: 300 });
      const lifted = changed(applyReport(bounded, aReport({ contractVersion: '3.2', amountMinor: 21_000 }), aContext({ now: BOOKED_AT + HOUR }))).sale;
      expect(lifted).to.include({ amountMinor: 21_000, commissionMinor: 3_000 });
      expect(lifted).not.to.have.any.keys('declaredCommissionMinor', 'declaredPartnerFeeMinor');
      const kept = changed(applyReport(bounded, aReport({ contractVersion: '3.2', amountMinor: 21_000, commissionMinor: 1_400, partnerFeeMinor: 300 }), aContext({ now: BOOKED_AT + HOUR }))).sale;
      expect(kept).to.include({ declaredCommissionMinor: 1_400, declaredPartnerFeeMinor: 300, commissionMinor: 1_400 });
    });
  });

  describe('the status table, every stored status × reported status × amounts the same or different', () => {
    for (const stored of STATUSES) {
      for (const reported of STATUSES) {
        for (const difference of Object.keys(DIFFERENCES) as Difference[]) {
          const expected = TABLE[stored][reported][difference === 'same' ? 'same' : 'different'];
          const verdict = 'code' in expected ? expected.code : `${expected.outcome}, ${expected.status}, +[${expected.added.join(', ')}]`;
          it(`${stored} + reported ${reported}, ${difference === 'same' ? 'same amounts' : `${difference} differs`}: ${verdict}`, () => {
            const sale = aStoredSale(stored);
            const snapshot = structuredClone(sale);
            const now = BOOKED_AT + 2 * HOUR;
            const report = aReport({ status: reported, ...DIFFERENCES[difference] });
            const result = applyReport(sale, report, aContext({ now, cause: 'req_replay', saleId: 'sale_other', rates: LATER_RATES }));
            // Pure: the stored record is never touched, whatever the outcome.
            expect(sale).to.deep.equal(snapshot);
            if ('code' in expected) {
              expect(refusedWith(result)).to.equal(expected.code);
              return;
            }
            const change = changed(result);
            expect(change.outcome).to.equal(expected.outcome);
            expect(change.sale.status).to.equal(expected.status);
            expect(change.added.map((e) => e.kind)).to.deep.equal(expected.added);
            if (expected.outcome === 'unchanged') {
              expect(change.sale, 'an unchanged sale is the stored one').to.equal(sale);
              return;
            }
            expect(change.sale.entries).to.deep.equal([...sale.entries, ...change.added]);
            for (const entry of change.added) expect(entry).to.include({ at: now, cause: 'req_replay', currency: 'EUR' });
            expect(change.sale).to.include({ saleId: sale.saleId, bookedAt: BOOKED_AT, updatedAt: now, version: sale.version + 1 });
            expect(change.sale.amountMinor).to.equal(expected.repaired ? report.amountMinor : sale.amountMinor);
            if (expected.repaired) {
              expect(change.sale.declaredCommissionMinor).to.equal(report.commissionMinor);
              expect(change.sale.declaredPartnerFeeMinor).to.equal(report.partnerFeeMinor);
              expect(change.added[0]!.deltaMinor).to.equal(gridOf(change.sale) - sale.commissionMinor);
            }
            if (expected.status === 'cancelled') expect(change.sale).to.include({ commissionMinor: 0, cancelledAt: now });
            if (expected.status === 'validated') expect(change.sale.validatedAt).to.equal(now);
            for (const entry of change.added.filter((e) => e.kind === 'validation')) expect(entry.deltaMinor).to.equal(0);
            expectConsistent(change.sale, `${stored} → ${reported}`);
          });
        }
      }
    }
  });

  describe('SALE_IMMUTABLE_FIELD: currency and ref are fixed at booking, before any status rule', () => {
    const CHANGES: Record<string, Partial<ConversionReport>> = {
      currency: { currency: 'GBP' },
      'short code': { ref: 'acme-promo', linkCode: 'promo' },
      // Only the ledger's lookup keys on the partner; applyReport still compares the whole ref.
      'partner code': { ref: 'globex-main', partnerCode: 'globex' },
    };
    for (const stored of STATUSES) {
      for (const reported of STATUSES) {
        it(`${stored} + reported ${reported}: every changed currency or ref is refused`, () => {
          for (const [what, change] of Object.entries(CHANGES)) {
            expect(refusedWith(applyReport(aStoredSale(stored), aReport({ status: reported, ...change }), aContext({ now: BOOKED_AT + 2 * HOUR }))), what).to.equal('SALE_IMMUTABLE_FIELD');
          }
        });
      }
    }

    it('a sale booked in JPY takes replays in JPY; a replay that leaves the currency out means EUR, another currency', () => {
      const sale = aStoredSale('pending', { currency: 'JPY', amountMinor: 12_000 });
      expect(changed(applyReport(sale, aReport({ currency: 'JPY', amountMinor: 12_000 }), aContext())).outcome).to.equal('unchanged');
      expect(refusedWith(applyReport(sale, aReport({ amountMinor: 12_000 }), aContext())), 'EUR is the default currency, not JPY').to.equal('SALE_IMMUTABLE_FIELD');
    });
  });

  it('cancelling a sale that owes nothing reverses 0, not -0 (the in-process facade hands numbers out as they are)', () => {
    const sale = aStoredSale('pending', { commissionMinor: 0 });
    const reversal = changed(applyReport(sale, aReport({ status: 'cancelled', commissionMinor: 0 }), aContext({ now: BOOKED_AT + HOUR }))).added.at(-1)!;
    expect(reversal.kind).to.equal('reversal');
    expect(Object.is(reversal.deltaMinor, 0), `delta ${Object.is(reversal.deltaMinor, -0) ? '-0' : reversal.deltaMinor}`).to.equal(true);
  });

  describe('SALE_IMMUTABLE_FIELD: the subscriptionId, which fixed the margin, is fixed at booking too', () => {
    const BOOKED_WITH = 'sub_bookedwith01';

    it('the booking keeps the subscriptionId it named, and none when it named none', () => {
      expect(aStoredSale('pending', { subscriptionId: BOOKED_WITH }).subscriptionId).to.equal(BOOKED_WITH);
      expect(aStoredSale('pending')).not.to.have.property('subscriptionId');
    });

    for (const stored of STATUSES) {
      it(`${stored}: a replay naming the same subscriptionId, or none, is taken; naming another is refused`, () => {
        const sale = aStoredSale(stored, { subscriptionId: BOOKED_WITH });
        const replay = { status: stored, subscriptionId: BOOKED_WITH };
        expect(refusedWith(applyReport(sale, aReport(replay), aContext({ now: BOOKED_AT + 2 * HOUR })))).to.equal('accepted (unchanged)');
        expect(refusedWith(applyReport(sale, aReport({ status: stored }), aContext({ now: BOOKED_AT + 2 * HOUR }))), 'left out').to.equal('accepted (unchanged)');
        const other = applyReport(sale, aReport({ ...replay, subscriptionId: 'sub_another0001' }), aContext({ now: BOOKED_AT + 2 * HOUR }));
        expect(refusedWith(other)).to.equal('SALE_IMMUTABLE_FIELD');
        expect(other.ok ? '' : other.failure.detail).to.contain(BOOKED_WITH);
      });
    }

    it('a sale booked without one refuses a replay that names one: its margin was judged without it', () => {
      const result = applyReport(aStoredSale('pending'), aReport({ subscriptionId: BOOKED_WITH }), aContext());
      expect(refusedWith(result)).to.equal('SALE_IMMUTABLE_FIELD');
      expect(result.ok ? '' : result.failure.detail).to.contain('without a subscriptionId');
    });
  });

  describe('the automatic validation (settledAt, 14 days) feeds the table', () => {
    const DAYS = 14;

    it('a pending sale is still pending one millisecond before 14 days, and validated at 14 days, dated then', () => {
      const sale = aStoredSale('pending');
      expect(settledAt(sale, BOOKED_AT + DAYS * DAY_MS - 1, DAYS)).to.equal(sale);
      const settled = settledAt(sale, BOOKED_AT + DAYS * DAY_MS + 5 * HOUR, DAYS);
      // Changed last when its period ended, not when it was booked (nor when it was read).
      expect(settled).to.include({ status: 'validated', validatedAt: BOOKED_AT + DAYS * DAY_MS, updatedAt: BOOKED_AT + DAYS * DAY_MS, commissionMinor: sale.commissionMinor });
      expect(settled.entries.at(-1)).to.deep.equal({ seq: 1, kind: 'validation', deltaMinor: 0, currency: 'EUR', at: BOOKED_AT + DAYS * DAY_MS, cause: 'auto-validation' });
      expectConsistent(settled, 'auto-validated');
    });

    it('past the period an amount can no longer be repaired (SALE_LOCKED) nor the sale sent back to pending, but it can be cancelled', () => {
      const now = BOOKED_AT + 20 * DAY_MS;
      const settled = settledAt(aStoredSale('pending'), now, DAYS);
      expect(refusedWith(applyReport(settled, aReport({ status: 'validated', amountMinor: 9_900 }), aContext({ now })))).to.equal('SALE_LOCKED');
      expect(refusedWith(applyReport(settled, aReport({ status: 'pending' }), aContext({ now })))).to.equal('SALE_STATUS_CONFLICT');
      expect(changed(applyReport(settled, aReport({ status: 'validated' }), aContext({ now }))).outcome).to.equal('unchanged');
      expect(changed(applyReport(settled, aReport({ status: 'cancelled' }), aContext({ now }))).sale.commissionMinor).to.equal(0);
    });

    it('leaves validated and cancelled sales alone', () => {
      for (const status of ['validated', 'cancelled'] as const) {
        const sale = aStoredSale(status);
        expect(settledAt(sale, BOOKED_AT + 100 * DAY_MS, DAYS)).to.equal(sale);
      }
    });
  });

  describe('over any sequence of reports (model)', () => {
    const aRandomReport: fc.Arbitrary<ConversionReport> = fc
      .record({
        status: fc.constantFrom<SaleStatus>(...STATUSES),
        amountMinor: fc.constantFrom(0, 1, 999, 10_500, 21_000, 123_457),
        commission: fc.option(fc.constantFrom(0, 50, 1_400, 100_000), { nil: undefined }),
        partnerFee: fc.option(fc.constantFrom(0, 100, 300, 100_000), { nil: undefined }),
        contract32: fc.boolean(),
        // Mostly the booked currency and ref, so that most reports reach the table.
        other: fc.oneof({ weight: 8, arbitrary: fc.constant('none' as const) }, { weight: 1, arbitrary: fc.constantFrom('currency' as const, 'ref' as const) }),
      })
      .map(({ status, amountMinor, commission, partnerFee, contract32, other }) =>
        aReport({
          status,
          amountMinor,
          ...(commission === undefined ? {} : { commissionMinor: commission }),
          // partnerFeeAmount exists only under 3.2 (the parser drops it under 3.1).
          ...(contract32 ? { contractVersion: '3.2' as const, ...(partnerFee === undefined ? {} : { partnerFeeMinor: partnerFee }) } : {}),
          ...(other === 'currency' ? { currency: 'GBP' } : other === 'ref' ? { ref: 'acme-promo', linkCode: 'promo' } : {}),
        }),
      );
    const ALLOWED_MOVES = new Set(['pending→pending', 'pending→validated', 'pending→cancelled', 'validated→validated', 'validated→cancelled', 'cancelled→cancelled']);

    it('keeps commission = sum of entries, 0 once cancelled, the grid of the frozen rates otherwise; entries append-only; only allowed moves; an identical replay unchanged', () => {
      fc.assert(
        fc.property(
          fc.array(fc.tuple(aRandomReport, fc.constantFrom(BOOKING_RATES, LATER_RATES, { commissionBps: 0, upliftBps: 0 })), { minLength: 1, maxLength: 12 }),
          (steps) => {
            let sale: SaleRecord | undefined;
            for (const [index, [report, rates]] of steps.entries()) {
              // The first report books at BOOKING_RATES; every later context carries other rates, which must not reach the sale.
              const context = aContext({ now: BOOKED_AT + index * HOUR, cause: `req_${index}`, rates: sale === undefined ? BOOKING_RATES : rates });
              const result = applyReport(sale, report, context);
              const what = `step ${index}: ${JSON.stringify(report)}`;
              if (!result.ok) {
                expect(sale, `${what}: a first report is never refused`).to.not.equal(undefined);
                continue;
              }
              const next = result.value.sale;
              if (sale !== undefined) {
                expect(ALLOWED_MOVES.has(`${sale.status}→${next.status}`), `${what}: ${sale.status} → ${next.status}`).to.equal(true);
                expect(next.entries.slice(0, sale.entries.length), `${what}: earlier entries are never edited`).to.deep.equal(sale.entries);
                expect(next.version).to.equal(result.value.outcome === 'unchanged' ? sale.version : sale.version + 1);
              }
              expect(next.entries.slice(next.entries.length - result.value.added.length)).to.deep.equal(result.value.added);
              expectConsistent(next, what);
              // The same report again changes nothing.
              const replay = changed(applyReport(next, report, { ...context, now: context.now + 1, cause: 'req_replay' }));
              expect(replay.outcome, `${what}: replayed`).to.equal('unchanged');
              expect(replay.sale).to.equal(next);
              sale = next;
            }
          },
        ),
      );
    });
  });
  it('reads a 3.1 replay of a sale booked under 3.2 as saying nothing of the partner fee: the bound stands, nothing changes', () => {
    const booking = { contractVersion: '3.2' as const, partnerFeeMinor: 300 };
    for (const status of ['pending', 'validated'] as const) {
      const stored = aStoredSale(status, booking);
      const replay = applyReport(stored, aReport({ status }), aContext({ now: BOOKED_AT + 2 * HOUR, cause: 'req_replay' }));
      expect(refusedWith(replay), status).to.equal('accepted (unchanged)');
      expect(changed(replay).sale.commissionMinor, status).to.equal(stored.commissionMinor);
    }
    const lifted = changed(applyReport(aStoredSale('pending', booking), aReport({ contractVersion: '3.2' }), aContext({ now: BOOKED_AT + 2 * HOUR })));
    expect(lifted.outcome, 'a 3.2 replay without the fee does lift the bound').to.equal('updated');
  });
});

import { expect } from 'chai';
import type { Ledger, SaleRecord, SaleStore } from '@parasol/core';
import { DAY_MS, SweepValidations } from '@parasol/core/internal';

/**
 * SweepValidations (core/src/ledger/sweep-validations.ts) over a scripted store: what it asks the
 * store for, what it writes, and when it stops, including the stores the facade tests cannot
 * build (one that never runs dry, one that hands out a sale not yet due).
 */

const NOW = Date.UTC(2026, 2, 24, 12, 0, 0);
/** Not the default 14: the sweep reads the period from its settings. */
const DAYS = 30;
const BATCH = 100;

const aPendingSale = (n: number, bookedAt = NOW - DAYS * DAY_MS): SaleRecord => ({
  ledger: 'live',
  partnerCode: 'acme',
  externalOrderId: `o-${n}`,
  saleId: `sale_${String(n).padStart(8, '0')}`,
  linkCode: 'main',
  status: 'pending',
  amountMinor: 10_500,
  currency: 'EUR',
  frozenCommissionBps: 1500,
  frozenUpliftBps: 500,
  commissionMinor: 1_500,
  contractVersion: '3.2',
  bookedAt,
  updatedAt: bookedAt,
  entries: [{ seq: 0, kind: 'booking', deltaMinor: 1_500, currency: 'EUR', at: bookedAt, cause: 'req_booking' }],
  version: 3,
});

/** A store that hands out the batches it is given, one per read (the last one again and again), and records every call. */
class ScriptedSales {
  readonly reads: { ledger: Ledger; bookedBefore: number; limit: number }[] = [];
  readonly writes: { record: SaleRecord; expectedVersion: number }[] = [];

  constructor(
    private readonly batches: readonly (readonly SaleRecord[])[],
    private readonly wins: (record: SaleRecord) => boolean = () => true,
  ) {}

  async pendingBookedBefore(ledger: Ledger, bookedBefore: number, limit: number): Promise<readonly SaleRecord[]> {
    this.reads.push({ ledger, bookedBefore, limit });
    return this.batches[Math.min(this.reads.length - 1, this.batches.length - 1)] ?? [];
  }

  async replace(record: SaleRecord, expectedVersion: number): Promise<boolean> {
    this.writes.push({ record, expectedVersion });
    return this.wins(record);
  }
}

const sweepOver = (sales: ScriptedSales) => new SweepValidations(sales as unknown as SaleStore, { now: () => NOW }, { autoValidationDays: DAYS } as never);
const batchOf = (from: number, size: number) => Array.from({ length: size }, (_, i) => aPendingSale(from + i));

describe('ledger: the validation sweep over a scripted store', () => {
  it('asks for the pending sales of its ledger booked at least the period ago, a batch of 100 at a time', async () => {
    const sales = new ScriptedSales([[]]);
    expect(await sweepOver(sales).run('sandbox')).to.equal(0);
    // bookedBefore is exclusive: a sale booked exactly 30 days ago is due now.
    expect(sales.reads).to.deep.equal([{ ledger: 'sandbox', bookedBefore: NOW - DAYS * DAY_MS + 1, limit: BATCH }]);
  });

  it('writes each due sale validated by compare-and-set on its version, and counts the writes it won', async () => {
    const due = [aPendingSale(1), aPendingSale(2, NOW - 40 * DAY_MS), aPendingSale(3)];
    const sales = new ScriptedSales([due], (record) => record.externalOrderId !== 'o-2');
    expect(await sweepOver(sales).run('live')).to.equal(2);
    expect(sales.writes.map((w) => [w.record.externalOrderId, w.expectedVersion, w.record.version, w.record.status])).to.deep.equal([
      ['o-1', 3, 4, 'validated'],
      ['o-2', 3, 4, 'validated'],
      ['o-3', 3, 4, 'validated'],
    ]);
    expect(sales.writes[1]!.record).to.include({ validatedAt: NOW - 10 * DAY_MS, updatedAt: NOW - 10 * DAY_MS });
  });

  it('writes nothing for a sale the store hands out that is not due yet: the period decides, not the query', async () => {
    const sales = new ScriptedSales([[aPendingSale(1, NOW - DAYS * DAY_MS + 1)]]);
    expect(await sweepOver(sales).run('live')).to.equal(0);
    expect(sales.writes).to.deep.equal([]);
  });

  it('reads batch after batch while they come full and it wins writes, and stops at the first short one', async () => {
    const sales = new ScriptedSales([batchOf(0, BATCH), batchOf(100, BATCH), batchOf(200, 1), batchOf(300, BATCH)]);
    expect(await sweepOver(sales).run('live')).to.equal(201);
    expect(sales.reads).to.have.length(3);
  });

  it('stops at a full batch whose every write was lost: another writer has it', async () => {
    const sales = new ScriptedSales([batchOf(0, BATCH)], () => false);
    expect(await sweepOver(sales).run('live')).to.equal(0);
    expect(sales.reads).to.have.length(1);
  });

  it('goes on after a full batch of which it won only some writes', async () => {
    const sales = new ScriptedSales([batchOf(0, BATCH), []], (record) => record.externalOrderId === 'o-7');
    expect(await sweepOver(sales).run('live')).to.equal(1);
    expect(sales.reads).to.have.length(2);
  });

  it('ends after 1,000 full batches even if the store never runs dry (a store that keeps handing out what it was told is written)', async () => {
    // One due sale in each full batch keeps the sweep going; the 99 others are not due, so cost nothing.
    const notDue = Array.from({ length: BATCH - 1 }, (_, i) => aPendingSale(i + 1, NOW));
    const sales = new ScriptedSales([[aPendingSale(0), ...notDue]]);
    expect(await sweepOver(sales).run('live')).to.equal(1_000);
    expect(sales.reads).to.have.length(1_000);
  });
});

import { inject, injectable, optional } from 'inversify';
import { CLOCK, type Clock } from '../ports/clock.js';
import { PARTNER_STORE, type PartnerStore } from '../ports/partner-store.js';
import { PAYOUT_STORE, type PayoutClawback, type PayoutLine, type PayoutRecord, type PayoutStore } from '../ports/payout-store.js';
import { SALE_STORE, type Ledger, type SaleRecord, type SaleStore } from '../ports/sale-store.js';
import { SETTLEMENT_QUEUE, type QueueStage, type SettlementQueue } from '../ports/settlement-queue.js';
import { StorageUnavailableError } from '../ports/storage-unavailable.js';
import { SweepValidations } from '../ledger/sweep-validations.js';
import { payoutIdOf } from './payout-id.js';
import { moved, sumOf } from './payout-record.js';
import { minimumMinorOf, payableFrom, termsOf } from './payout-terms.js';
import { claimPlanned, makePayable, payClaim, releaseClaim } from './settlement-steps.js';

/**
 * Called before every write of a run (tests make it throw to crash a run at any step). The
 * production binding is none.
 */
export type WriteProbe = (what: string) => void;
export const PAYOUT_WRITE_PROBE = Symbol.for('parasol.PayoutWriteProbe');

const PAGE = 500;
/** Compare-and-set rounds on one document before the run gives up on it for now (the next run goes on). */
const MAX_ROUNDS = 32;

export type GroupOutcome = 'created' | 'existing' | 'below_minimum' | 'nothing_payable' | 'abandoned' | 'would_create';

export interface GroupResult {
  readonly partnerCode: string;
  readonly currency: string;
  readonly payoutId: string;
  readonly outcome: GroupOutcome;
  readonly amountMinor: number;
  readonly minimumMinor: number;
  /** The payout made (created, existing), when there is one. */
  readonly payout?: PayoutRecord;
  /** Payouts a crashed run left assembling that this run finished: made pending or rolled back. */
  readonly resumed: readonly string[];
}

export interface RunRequest {
  readonly ledger: Ledger;
  /** The run's idempotency key: with the ledger, partner and currency it names the payout. */
  readonly runKey: string;
  readonly partnerCode?: string;
  readonly currency?: string;
  /** Reads and computes, writes nothing. */
  readonly dryRun?: boolean;
}

/**
 * Payout runs and the operators' marks (docs/money.md "Payouts"). Every write is one
 * single-document compare-and-set, on a sale or on a payout, and no write depends on another
 * having happened in the same process: any run, on any instance, after any crash, reads where
 * things stand and carries them on. The rules that make that exact:
 *
 * - A sale is in at most one payout: claiming it (payable → in_payout, naming the payout) is a
 *   compare-and-set on the sale, which one payout wins.
 * - A payout is decided once: `assembling` → `pending` (its lines are then fixed: the planned sales
 *   it claimed) or `abandoned`, by compare-and-set on the payout.
 * - A claim the decided payout does not list (claimed by a run still working after another
 *   decided it, or by an abandoned or failed payout) is released by whoever meets it: the
 *   repair step of every run. So nothing is lost and nothing paid twice, whatever dies where.
 * - A crashed run's payout (still `assembling`) is finished by the next run of its partner and
 *   currency, whatever its key: pending when its claimed lines reach the minimum, else rolled back.
 */
@injectable()
export class PayoutEngine {
  private readonly probe: WriteProbe;

  constructor(
    @inject(SALE_STORE) private readonly sales: SaleStore,
    @inject(SETTLEMENT_QUEUE) private readonly queue: SettlementQueue,
    @inject(PAYOUT_STORE) private readonly payouts: PayoutStore,
    @inject(PARTNER_STORE) private readonly partners: PartnerStore,
    @inject(SweepValidations) private readonly sweep: SweepValidations,
    @inject(CLOCK) private readonly clock: Clock,
    @inject(PAYOUT_WRITE_PROBE) @optional() probe?: WriteProbe,
  ) {
    this.probe = probe ?? (() => {});
  }

  /** One payout run: every (partner, currency) it covers, one after the other. */
  async run(request: RunRequest): Promise<readonly GroupResult[]> {
    if (!request.dryRun) await this.sweep.run(request.ledger);
    const groups = await this.queue.groups(request.ledger, request.partnerCode);
    const results: GroupResult[] = [];
    for (const group of groups) {
      if (request.currency !== undefined && group.currency !== request.currency) continue;
      results.push(await this.runGroup(request, group.partnerCode, group.currency));
    }
    return results;
  }

  private async runGroup(request: RunRequest, partnerCode: string, currency: string): Promise<GroupResult> {
    const { ledger, runKey } = request;
    const now = this.clock.now();
    const terms = termsOf(await this.partners.get(partnerCode));
    const minimumMinor = minimumMinorOf(terms, currency);
    const payoutId = payoutIdOf(ledger, runKey, partnerCode, currency);
    const base = { partnerCode, currency, payoutId, minimumMinor };
    const cause = `payout-run:${runKey}`;

    if (request.dryRun) {
      const unreleased = await this.all(ledger, partnerCode, currency, 'unreleased', now + 1);
      const { lines: payable, clawbacks: owed } = eachSaleOnce(unreleased, await this.all(ledger, partnerCode, currency, 'payable'), await this.all(ledger, partnerCode, currency, 'owed_back'));
      const due = payable.filter((s) => s.settlement !== undefined || payableFrom(s.validatedAt ?? s.updatedAt, terms) <= now);
      const amountMinor = due.reduce((t, s) => t + (s.settlement?.payableMinor ?? s.commissionMinor), 0) + owed.reduce((t, s) => t + s.settlement!.owedBackMinor, 0);
      const outcome: GroupOutcome = due.length === 0 ? 'nothing_payable' : amountMinor >= minimumMinor && amountMinor > 0 ? 'would_create' : 'below_minimum';
      return { ...base, outcome, amountMinor, resumed: [] };
    }

    // 1. What a crashed run left: its payout finished, stray claims released or settled.
    const resumed: string[] = [];
    for (const open of await this.payouts.assembling(ledger, partnerCode, currency)) {
      await this.finish(open, `${cause} resumed`);
      resumed.push(open.payoutId);
    }
    await this.repair(ledger, partnerCode, currency, cause);

    // 2. Commission past its holding period is payable: what was made so, and what is due now.
    const holdingMs = payableFrom(0, terms);
    const due = await this.all(ledger, partnerCode, currency, 'unreleased', now - holdingMs + 1);
    /** Writes the payable entries of what is due: when no payout takes it, it still shows payable. */
    const release = async () => {
      for (const sale of due) await this.onSale(sale, (s) => makePayable(s, { at: now, cause }), 'payable');
    };

    // 3. This run's payout: the one its key names, if a run with the key made it already.
    const existing = await this.payouts.get(ledger, payoutId);
    if (existing !== undefined) {
      await release();
      return this.resultOf(base, existing.status === 'assembling' ? await this.finish(existing, cause) : existing, resumed, 'existing');
    }

    // Read after `due`: a sale another run moved meanwhile may be in two reads, planned once.
    const { lines: payable, clawbacks: owed } = eachSaleOnce(due, await this.all(ledger, partnerCode, currency, 'payable'), await this.all(ledger, partnerCode, currency, 'owed_back'));
    const lines: PayoutLine[] = payable.map((s) => ({ saleId: s.saleId, externalOrderId: s.externalOrderId, commissionMinor: s.settlement?.payableMinor ?? s.commissionMinor }));
    const clawbacks: PayoutClawback[] = owed.map((s) => ({ saleId: s.saleId, externalOrderId: s.externalOrderId, amountMinor: s.settlement!.owedBackMinor }));
    const planned = sumOf({ lines, clawbacks });
    if (lines.length === 0) return { ...base, outcome: 'nothing_payable', amountMinor: planned, resumed };
    // Below the minimum (or a partner that owes more than it earned): everything waits for the next run.
    if (planned < minimumMinor || planned <= 0) {
      await release();
      return { ...base, outcome: 'below_minimum', amountMinor: planned, resumed };
    }

    const draft: PayoutRecord = {
      ledger,
      payoutId,
      runKey,
      partnerCode,
      currency,
      status: 'assembling',
      planned: { lines, clawbacks },
      lines: [],
      clawbacks: [],
      amountMinor: 0,
      minimumMinor,
      createdAt: now,
      updatedAt: now,
      history: [{ seq: 0, status: 'assembling', at: now, cause }],
      version: 1,
    };
    this.probe('payout.create');
    const made = (await this.payouts.create(draft)) ? draft : await this.payouts.get(ledger, payoutId);
    if (made === undefined) throw new StorageUnavailableError(`payout ${payoutId}: neither created nor found`);
    // The sales just read are where the claims start (a stale one costs a compare-and-set and a read).
    const known = new Map([...payable, ...owed].map((sale) => [sale.externalOrderId, sale]));
    const decided = made.status === 'assembling' ? await this.finish(made, cause, made === draft ? known : undefined) : made;
    return this.resultOf(base, decided, resumed, made === draft ? 'created' : 'existing');
  }

  /**
   * Claims every planned sale it still can, then decides the payout once: pending with the lines
   * it holds when they reach the minimum, else abandoned, its claims released.
   */
  private async finish(payout: PayoutRecord, cause: string, known?: ReadonlyMap<string, SaleRecord>): Promise<PayoutRecord> {
    const at = this.clock.now();
    const held = { lines: [] as PayoutLine[], clawbacks: [] as PayoutClawback[] };
    const current = async (externalOrderId: string) => known?.get(externalOrderId) ?? (await this.saleOf(payout, externalOrderId));
    // One claim is one line: a sale its plan names twice (a payout planned before plans were made
    // of each sale once may be resumed) is held once, or its commission would be paid twice.
    const holding = new Set<string>();
    for (const line of payout.planned.lines) {
      const sale = await this.onSale(await current(line.externalOrderId), (s) => claimPlanned(s, payout.payoutId, { at, cause }, 'line'), 'claim', payout.payoutId);
      if (sale?.settlement?.stage === 'claimed' && sale.settlement.payoutId === payout.payoutId && !holding.has(sale.saleId)) {
        holding.add(sale.saleId);
        held.lines.push({ saleId: sale.saleId, externalOrderId: sale.externalOrderId, commissionMinor: sale.settlement.inPayoutMinor });
      }
    }
    for (const clawback of payout.planned.clawbacks) {
      const sale = await this.onSale(await current(clawback.externalOrderId), (s) => claimPlanned(s, payout.payoutId, { at, cause }, 'clawback'), 'claim', payout.payoutId);
      if (sale?.settlement?.stage === 'clawback_claimed' && sale.settlement.payoutId === payout.payoutId && !holding.has(sale.saleId)) {
        holding.add(sale.saleId);
        held.clawbacks.push({ saleId: sale.saleId, externalOrderId: sale.externalOrderId, amountMinor: sale.settlement.inPayoutMinor });
      }
    }
    const amountMinor = sumOf(held);
    const reaches = held.lines.length > 0 && amountMinor >= payout.minimumMinor && amountMinor > 0;
    let decided = payout;
    for (let round = 0; decided.status === 'assembling'; round++) {
      if (round >= MAX_ROUNDS) throw new StorageUnavailableError(`payout ${payout.payoutId}: changed by ${MAX_ROUNDS} writers in a row`);
      const next = reaches ? moved(decided, 'pending', at, cause, { lines: held.lines, clawbacks: held.clawbacks, amountMinor }) : moved(decided, 'abandoned', at, cause);
      this.probe('payout.decide');
      if (await this.payouts.replace(next, decided.version)) decided = next;
      else decided = (await this.payouts.get(payout.ledger, payout.payoutId)) ?? decided;
    }
    // Whatever this payout does not pay is released now (the repair step would, later).
    await this.releaseStrays(decided, cause);
    return decided;
  }

  /**
   * Planned sales still claimed by the payout that its decided lines do not hold: none when it
   * holds every planned sale, the usual case, which then costs nothing.
   */
  private async releaseStrays(payout: PayoutRecord, cause: string): Promise<void> {
    const holds = new Set([...payout.lines, ...payout.clawbacks].map((l) => l.saleId));
    const keep = payout.status === 'pending' || payout.status === 'paid';
    for (const planned of [...payout.planned.lines, ...payout.planned.clawbacks]) {
      if (keep && holds.has(planned.saleId)) continue;
      await this.onSale(await this.saleOf(payout, planned.externalOrderId), (s) => releaseClaim(s, payout.payoutId, { at: this.clock.now(), cause }), 'release');
    }
  }

  /**
   * Claims a crash left behind: a sale claimed by a payout that is paid settles as paid; one
   * claimed by a payout that failed, was abandoned, or does not list it, is released. Claims of a
   * payout still assembling belong to the run assembling it.
   */
  private async repair(ledger: Ledger, partnerCode: string, currency: string, cause: string): Promise<void> {
    const seen = new Map<string, PayoutRecord | undefined>();
    const claimed = [...(await this.all(ledger, partnerCode, currency, 'claimed')), ...(await this.all(ledger, partnerCode, currency, 'clawback_claimed'))];
    for (const sale of claimed) {
      const payoutId = sale.settlement!.payoutId!;
      if (!seen.has(payoutId)) seen.set(payoutId, await this.payouts.get(ledger, payoutId));
      const payout = seen.get(payoutId);
      if (payout?.status === 'assembling') continue;
      // Listed as what it is claimed as: a clawback claim is settled only by a payout netting it.
      const listed = payout !== undefined && (sale.settlement!.stage === 'claimed' ? payout.lines : payout.clawbacks).some((l) => l.saleId === sale.saleId);
      const at = this.clock.now();
      if (listed && payout.status === 'pending') continue;
      if (listed && payout.status === 'paid') await this.onSale(sale, (s) => payClaim(s, payoutId, { at, cause }), 'paid');
      else await this.onSale(sale, (s) => releaseClaim(s, payoutId, { at, cause }), 'release');
    }
  }

  /** Operations: the bank paid it. Idempotent with the same reference; the lines settle as paid. */
  async markPaid(ledger: Ledger, payoutId: string, reference: string, cause: string): Promise<PayoutRecord | 'not_found' | 'conflict'> {
    const decided = await this.decide(ledger, payoutId, cause, (p) =>
      p.status === 'paid' ? (p.reference === reference ? p : 'conflict') : p.status === 'pending' ? moved(p, 'paid', this.clock.now(), cause, { paidAt: this.clock.now(), reference }) : 'conflict',
    );
    if (typeof decided === 'string') return decided;
    for (const line of [...decided.lines, ...decided.clawbacks]) {
      await this.onSale(await this.saleOf(decided, line.externalOrderId), (s) => payClaim(s, payoutId, { at: this.clock.now(), cause }), 'paid');
    }
    return decided;
  }

  /** Operations: the transfer failed. Its lines become payable again, its clawbacks owed again. */
  async markFailed(ledger: Ledger, payoutId: string, reason: string, cause: string): Promise<PayoutRecord | 'not_found' | 'conflict'> {
    const decided = await this.decide(ledger, payoutId, cause, (p) =>
      p.status === 'failed' ? p : p.status === 'pending' ? moved(p, 'failed', this.clock.now(), cause, { failedAt: this.clock.now(), failureReason: reason }) : 'conflict',
    );
    if (typeof decided === 'string') return decided;
    for (const line of [...decided.lines, ...decided.clawbacks]) {
      await this.onSale(await this.saleOf(decided, line.externalOrderId), (s) => releaseClaim(s, payoutId, { at: this.clock.now(), cause }), 'release');
    }
    return decided;
  }

  private async decide(
    ledger: Ledger,
    payoutId: string,
    _cause: string,
    next: (p: PayoutRecord) => PayoutRecord | 'conflict',
  ): Promise<PayoutRecord | 'not_found' | 'conflict'> {
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const payout = await this.payouts.get(ledger, payoutId);
      if (payout === undefined || payout.status === 'assembling' || payout.status === 'abandoned') return 'not_found';
      const wanted = next(payout);
      if (wanted === 'conflict' || wanted === payout) return wanted;
      this.probe('payout.mark');
      if (await this.payouts.replace(wanted, payout.version)) return wanted;
    }
    throw new StorageUnavailableError(`payout ${payoutId}: changed by ${MAX_ROUNDS} writers in a row`);
  }

  /**
   * Applies a step to a sale by compare-and-set, reading it again when another writer got there
   * first. Returns the sale as it stands after (the step applied, or not applicable any more).
   */
  private async onSale(sale: SaleRecord | undefined, step: (s: SaleRecord) => SaleRecord | undefined, what: string, _payoutId?: string): Promise<SaleRecord | undefined> {
    let current = sale;
    for (let round = 0; current !== undefined && round < MAX_ROUNDS; round++) {
      const next = step(current);
      if (next === undefined) return current;
      this.probe(`sale.${what}`);
      if (await this.sales.replace(next, current.version)) return next;
      current = await this.sales.get(current.ledger, current.partnerCode, current.externalOrderId);
    }
    if (current === undefined) return undefined;
    throw new StorageUnavailableError(`sale ${current.saleId}: changed by ${MAX_ROUNDS} writers in a row`);
  }

  private saleOf(payout: PayoutRecord, externalOrderId: string): Promise<SaleRecord | undefined> {
    return this.sales.get(payout.ledger, payout.partnerCode, externalOrderId);
  }

  /** Every sale of a queue stage, page after page (keyed on saleId, so changes behind the page do not skip any). */
  private async all(ledger: Ledger, partnerCode: string, currency: string, stage: QueueStage, validatedBefore?: number): Promise<SaleRecord[]> {
    const found: SaleRecord[] = [];
    let afterSaleId: string | undefined;
    for (;;) {
      const page = await this.queue.queue({
        ledger,
        partnerCode,
        currency,
        stage,
        limit: PAGE,
        ...(validatedBefore === undefined ? {} : { validatedBefore }),
        ...(afterSaleId === undefined ? {} : { afterSaleId }),
      });
      found.push(...page);
      if (page.length < PAGE) return found;
      afterSaleId = page[page.length - 1]!.saleId;
    }
  }

  private resultOf(base: Omit<GroupResult, 'outcome' | 'amountMinor' | 'resumed'>, payout: PayoutRecord, resumed: readonly string[], made: 'created' | 'existing'): GroupResult {
    if (payout.status === 'abandoned') return { ...base, outcome: 'abandoned', amountMinor: 0, payout, resumed };
    return { ...base, outcome: made, amountMinor: payout.amountMinor, payout, resumed };
  }
}

/**
 * A run's plan from its three reads of the queue, in the order it made them (the due sales, the
 * payable ones, the owed-back ones): each sale once, as the latest read saw it, a line or a
 * clawback. Another run may move a sale between two reads (make a due sale payable; claim, pay and
 * see cancelled a payable one), and a plan naming a sale twice would pay it twice.
 */
const eachSaleOnce = (due: readonly SaleRecord[], payable: readonly SaleRecord[], owed: readonly SaleRecord[]): { lines: SaleRecord[]; clawbacks: SaleRecord[] } => {
  const owedIds = new Set(owed.map((s) => s.saleId));
  const payableIds = new Set(payable.map((s) => s.saleId));
  const lines = [...payable, ...due.filter((s) => !payableIds.has(s.saleId))].filter((s) => !owedIds.has(s.saleId));
  return { lines, clawbacks: [...owed] };
};

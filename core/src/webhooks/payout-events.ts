import type { Ledger } from '../ports/sale-store.js';
import type { PayoutPage, PayoutQuery, PayoutRecord, PayoutStore } from '../ports/payout-store.js';
import type { RecordedEvent } from '../ports/webhook-outbox.js';
import { payoutLinesView, payoutView } from '../payouts/payout-view.js';
import { eventIdOf } from './event-id.js';
import { withRecordedEvents } from './outbox.js';

/**
 * A payout's events follow from its append-only status history: a step partners see (created as
 * pending, paid, failed) names its event, and gets it with the step's seq, dated when the step
 * happened. `data` is the payout as GET /api/v1/ledger/payouts/{payoutId} shows it once the write is
 * done, lines and clawbacks included. Steps from `eventsThrough` on have no event yet; this records
 * theirs in the payout's outbox, in the same write as the step itself.
 */
export const withPayoutEvents = (payout: PayoutRecord): PayoutRecord => {
  const from = payout.eventsThrough ?? 0;
  if (payout.history.length <= from) return payout;
  const data = { payout: payoutView(payout), ...payoutLinesView(payout) };
  const events = payout.history.slice(from).flatMap((step): RecordedEvent[] =>
    step.event === undefined
      ? []
      : [{ eventId: eventIdOf(payout.ledger, payout.payoutId, step.seq), type: step.event, at: step.at, mode: payout.ledger, partnerCode: payout.partnerCode, objectId: payout.payoutId, seq: step.seq, data }],
  );
  // Steps partners do not see (assembling, abandoned) are passed over, but counted as recorded.
  return events.length === 0 ? { ...payout, eventsThrough: payout.history.length } : withRecordedEvents(payout, events, payout.history.length);
};

/**
 * The payout store the payout engine writes through when webhooks are composed: each create and
 * compare-and-set carries the events of the steps it adds, so a run, a resumed run and an
 * operator's mark all record theirs, and a crash after the write loses none.
 */
export class PayoutStoreWithEvents implements PayoutStore {
  constructor(private readonly inner: PayoutStore) {}

  get(ledger: Ledger, payoutId: string): Promise<PayoutRecord | undefined> {
    return this.inner.get(ledger, payoutId);
  }
  create(record: PayoutRecord): Promise<boolean> {
    return this.inner.create(withPayoutEvents(record));
  }
  replace(record: PayoutRecord, expectedVersion: number): Promise<boolean> {
    return this.inner.replace(withPayoutEvents(record), expectedVersion);
  }
  list(query: PayoutQuery): Promise<PayoutPage> {
    return this.inner.list(query);
  }
  assembling(ledger: Ledger, partnerCode: string, currency: string): Promise<readonly PayoutRecord[]> {
    return this.inner.assembling(ledger, partnerCode, currency);
  }
}

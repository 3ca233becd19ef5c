import type { PayoutEventType, PayoutRecord, PayoutStatus } from '../ports/payout-store.js';

/** The partner-visible statuses: a run's working states (assembling, abandoned) are never shown. */
export const VISIBLE_STATUSES: readonly PayoutStatus[] = ['pending', 'paid', 'failed'];

const EVENT_OF: Partial<Record<PayoutStatus, PayoutEventType>> = { pending: 'payout.created', paid: 'payout.paid', failed: 'payout.failed' };

/**
 * The payout moved to `status`, with the step appended to its history in the same record, so the
 * status and the event partners are told of are one single-document compare-and-set: an event is
 * recorded exactly when its state change is (an outbox inside the document).
 */
export const moved = (payout: PayoutRecord, status: PayoutStatus, at: number, cause: string, fields: Partial<PayoutRecord> = {}): PayoutRecord => {
  const event = EVENT_OF[status];
  return {
    ...payout,
    ...fields,
    status,
    updatedAt: at,
    history: [...payout.history, { seq: payout.history.length, status, at, cause, ...(event === undefined ? {} : { event }) }],
    version: payout.version + 1,
  };
};

export const sumOf = (payout: Pick<PayoutRecord, 'lines' | 'clawbacks'>): number =>
  payout.lines.reduce((s, l) => s + l.commissionMinor, 0) + payout.clawbacks.reduce((s, c) => s + c.amountMinor, 0);

import type { WebhookAttempt, WebhookDeliveryRecord } from '../ports/webhook-delivery-store.js';
import type { WebhookResponse } from '../ports/webhook-sender.js';
import type { RetrySchedule } from './retry-schedule.js';

export interface DeliveryOutcome {
  /** The delivery after the attempt, its lease released, version + 1. */
  readonly delivery: WebhookDeliveryRecord;
  /** The schedule is spent: the endpoint has failed this event for the whole span and is disabled. */
  readonly gaveUp: boolean;
}

const released = (delivery: WebhookDeliveryRecord): WebhookDeliveryRecord => {
  const { leaseOwner: _owner, leaseUntil: _until, nextAttemptAt: _next, ...rest } = delivery;
  return rest;
};

/**
 * The delivery log's rule for one attempt: a 2xx settles it; otherwise the next attempt comes after
 * the schedule's wait for this attempt's number, and a failure with no wait left settles it as
 * failed and gives the endpoint up (dispatch-webhooks.ts disables it).
 */
export const afterAttempt = (delivery: WebhookDeliveryRecord, at: number, response: WebhookResponse, schedule: RetrySchedule): DeliveryOutcome => {
  const attempt: WebhookAttempt = {
    at,
    durationMs: response.durationMs,
    ...(response.httpStatus === undefined ? {} : { httpStatus: response.httpStatus }),
    ...(response.error === undefined ? {} : { error: response.error }),
  };
  const attempts = [...delivery.attempts, attempt];
  const base = { ...released(delivery), attempts, version: delivery.version + 1 };
  if (response.ok) return { delivery: { ...base, status: 'succeeded' }, gaveUp: false };
  const wait = schedule[attempts.length - 1];
  if (wait !== undefined) return { delivery: { ...base, status: 'pending', nextAttemptAt: at + wait }, gaveUp: false };
  const since = new Date(attempts[0]!.at).toISOString();
  return {
    delivery: { ...base, status: 'failed', failureReason: `${attempts.length} attempts failed since ${since}: the endpoint is disabled` },
    gaveUp: true,
  };
};

/** Settled as failed without an attempt: the endpoint was deleted or disabled before it went out. */
export const abandoned = (delivery: WebhookDeliveryRecord, reason: string): WebhookDeliveryRecord => ({
  ...released(delivery),
  status: 'failed',
  failureReason: reason,
  version: delivery.version + 1,
});

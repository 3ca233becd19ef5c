import type { ConformanceResponse } from '../transport/transport.js';

/**
 * Fields that legitimately differ between two transports answering the same call: fresh random
 * tokens (sessionId, requestId, subscription ids, wherever they appear, a url included), instants taken from the clock (expiresAt, a fixture key's
 * createdAt, resetsAt) and counts of clock windows (the daily reset in seconds, Retry-After, the
 * burst allowance of the current clock minute, which a minute boundary falling at a different
 * case on each transport changes). Their presence still has to agree; their values do not.
 */
const VOLATILE_PROPERTIES: ReadonlySet<string> = new Set([
  'sessionId', 'requestId', 'subscriptionId', 'saleId',
  'expiresAt', 'createdAt', 'resetsAt', 'asOf',
  // The ledger's instants (a sale's dates, an entry's time) and an entry's cause, the request id.
  'at', 'cause', 'bookedAt', 'autoValidatesAt', 'validatedAt', 'cancelledAt',
  // A statement page's cursor encodes the last sale's booking instant and id.
  'next',
  // A webhook endpoint's signing secret, fresh random bytes.
  'secret',
  // A webhook delivery's next attempt, an instant.
  'nextAttemptAt',
]);
const VOLATILE = '<volatile>';
/** A subscription id (`sub_` + 16 random bytes), a webhook endpoint id (`we_` + 20 random characters), a webhook delivery or event id (`whd_`, `evt_` + 16 random bytes) or an instant: masked inside any string, such as a url or a detail. */
const SUBSCRIPTION_ID = /sub_[A-Za-z0-9_-]{22}|we_[A-Za-z0-9]{20}|whd_[A-Za-z0-9_-]{22}|evt_[A-Za-z0-9_-]{22}|\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z/g;

const masked = (value: unknown): unknown => {
  if (typeof value === 'string') return value.replace(SUBSCRIPTION_ID, VOLATILE);
  if (Array.isArray(value)) return value.map(masked);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, VOLATILE_PROPERTIES.has(k) ? VOLATILE : masked(v)]));
};

/** The meta answer's `key.quota.burst.remaining`: the burst allowance again, inside a body. */
const withoutBurstCount = (body: unknown): unknown => {
  const burst = (body as { key?: { quota?: { burst?: Record<string, unknown> } } } | null)?.key?.quota?.burst;
  if (burst && Object.hasOwn(burst, 'remaining')) burst['remaining'] = VOLATILE;
  return body;
};

/**
 * INVALID_SIGNATURE's detail names what the server verified, which is the transport's own wire
 * form (a gRPC method path, the message's bytes) and the call's timestamp: its presence is
 * compared, its text is not.
 */
const withoutSignatureDetail = (body: unknown): unknown => {
  const refusal = body as { error?: unknown; detail?: unknown } | null;
  if (refusal?.error === 'INVALID_SIGNATURE' && typeof refusal.detail === 'string') refusal.detail = VOLATILE;
  return body;
};

/**
 * The answer with its volatile fields replaced by a marker, ready for deep equality. The daily
 * counts (`remaining`, the meta answer's `used` and `remaining`) are compared: every transport's
 * world has played every case before this one (a case one cannot carry is played in its
 * `sameWorld`), so a key has the same history in each.
 */
export function comparableAnswer(answer: ConformanceResponse): unknown {
  return {
    status: answer.status,
    body: withoutSignatureDetail(withoutBurstCount(masked(answer.body))),
    rateLimit: answer.rateLimit === undefined ? undefined : { ...answer.rateLimit, reset: VOLATILE, burstRemaining: VOLATILE },
    retryAfter: answer.retryAfter === undefined ? undefined : VOLATILE,
  };
}

/** For concurrent repeats, whose order is the scheduler's: the multiset of status and code. */
export function comparableTally(answers: readonly ConformanceResponse[]): string[] {
  return answers
    .map((a) => `${a.status} ${String((a.body as { error?: unknown } | null)?.error ?? '')}`.trim())
    .sort();
}

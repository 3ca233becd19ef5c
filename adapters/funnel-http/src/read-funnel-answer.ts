import type { ErrorObject } from 'ajv/dist/2020.js';
import { type FunnelOutcome, type SubscriptionStage } from '@parasol/core';
import { ajvForShippedSchemas, lazyValidator, FUNNEL_PROTOCOL, type Validator, type FunnelQuoteAnswer, type FunnelStageAnswer } from '@parasol/core/internal';
import type { RawAnswer } from './funnel-exchange.js';

// The answers use no `format`, so no ajv-formats: an unknown format would be a strict-mode error, not a silent pass.
// The instance too is made by the first answer read (making one was 12 ms of every start-up in a
// profile, for an external funnel a server may not use).
let ajv: ReturnType<typeof ajvForShippedSchemas> | undefined;
const funnelAjv = () => (ajv ??= ajvForShippedSchemas({ strict: true }));
const matchesQuoteAnswer: Validator<FunnelQuoteAnswer> = lazyValidator(() => funnelAjv().compile<FunnelQuoteAnswer>(FUNNEL_PROTOCOL.schemas.quoteResponse));
const matchesStageAnswer: Validator<FunnelStageAnswer> = lazyValidator(() => funnelAjv().compile<FunnelStageAnswer>(FUNNEL_PROTOCOL.schemas.stageResponse));

type Refused = { readonly ok: false; readonly reason: 'refused'; readonly detail: string };
export const refused = (detail: string): Refused => ({ ok: false, reason: 'refused', detail });

/**
 * Reads the funnel's answer to PUT /v1/quotes/{subscriptionId} (docs/funnel-protocol.md, "What
 * counts as refused"). Only a 201 or 200 JSON body matching the schema, in protocol version 1,
 * with the quote at `quoting`, is a success: anything else is a refusal, since the link call can
 * then only answer 502 and let the partner retry.
 */
export const readQuoteAnswer = (answer: RawAnswer): FunnelOutcome<{ readonly upstreamQuoteId: string }> => {
  if (answer.status !== 201 && answer.status !== 200) return refused(refusalOf(answer));
  const read = readJson(answer, matchesQuoteAnswer);
  if ('ok' in read) return read;
  // A 2xx naming another stage means the trip was not written: the traveller has moved on.
  if (read.value.stage !== 'quoting') return refused(`quote ${read.value.quoteId} is at stage ${read.value.stage}, not quoting`);
  return { ok: true, value: { upstreamQuoteId: read.value.quoteId } };
};

/** Reads the funnel's answer to GET /v1/quotes/{quoteId}: a 200 naming the quote asked for, else a refusal. */
export const readStageAnswer = (answer: RawAnswer, quoteId: string): FunnelOutcome<{ readonly stage: SubscriptionStage }> => {
  if (answer.status !== 200) return refused(refusalOf(answer));
  const read = readJson(answer, matchesStageAnswer);
  if ('ok' in read) return read;
  // A stage read for another quote would reconcile the wrong subscription.
  if (read.value.quoteId !== quoteId) return refused('answer names another quote');
  return { ok: true, value: { stage: read.value.stage } };
};

/** The body of a 200/201 as the schema's type, or why it cannot be read. */
const readJson = <T>(answer: RawAnswer, matches: Validator<T>): { readonly value: T } | Refused => {
  if (answer.version !== undefined && answer.version !== FUNNEL_PROTOCOL.version) return refused(`answered in protocol version ${answer.version}`);
  if (!isJson(answer.contentType)) return refused(`content-type ${answer.contentType ?? 'missing'}`);
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return refused('body is not JSON');
  }
  return matches(body) ? { value: body } : refused(`answer does not match the schema: ${firstError(matches.errors)}`);
};

/**
 * `HTTP 409`, with the funnel's error code when it sent one (`HTTP 409 QUOTE_NOT_QUOTING`): the
 * code tells an operator why at a glance. Only a short upper-case code is taken, never free text
 * from the body, which could echo anything back.
 */
const refusalOf = (answer: RawAnswer): string => {
  const code = isJson(answer.contentType) ? errorCodeOf(answer.body) : undefined;
  return code === undefined ? `HTTP ${answer.status}` : `HTTP ${answer.status} ${code}`;
};

const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

const errorCodeOf = (text: string): string | undefined => {
  try {
    const body: unknown = JSON.parse(text);
    const error = typeof body === 'object' && body !== null ? (body as { error?: unknown }).error : undefined;
    return typeof error === 'string' && ERROR_CODE.test(error) ? error : undefined;
  } catch {
    return undefined;
  }
};

const isJson = (contentType: string | undefined): boolean => /^application\/json\b/i.test(contentType ?? '');

/** ajv stops at the first violation (allErrors off): that one is the detail. */
const firstError = (errors: readonly ErrorObject[] | null | undefined): string => {
  const [first] = errors ?? [];
  return first === undefined ? 'invalid' : `${first.instancePath || '/'} ${first.message ?? first.keyword}`;
};

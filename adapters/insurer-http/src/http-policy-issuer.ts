import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import type { CatalogueInsurer, CatalogueOffer, Logger, OfferCatalogue, PolicyIssueOutcome, PolicyIssueRequest, PolicyIssuer, SubscriptionRecord } from '@parasol/core';
import { ajvForShippedSchemas, lazyValidator, INSURER_ISSUE_PROTOCOL, type CancelAnswer, type CancelQuestion, type IssueAnswer, type IssueQuestion } from '@parasol/core/internal';
import { postJson, type Exchange } from './post-json.js';

export interface HttpPolicyIssuerOptions {
  /** The live catalogue: a subscription's offer names its insurer, whose endpoint names the issue and cancel URLs. */
  readonly catalogue: OfferCatalogue;
  /** Where each call is logged with its request id: issued and cancelled at info, everything else at warn. Default: nowhere. */
  readonly logger?: Logger;
  /** One exchange's timeout (connection, request, whole answer). Default 10 s: an insurer issuing may write documents first. */
  readonly timeoutMs?: number;
  /** Exchanges tried again after a 5xx, a 408/429, a timeout or a failed connection (issue and cancel are idempotent). Default 2. */
  readonly retries?: number;
  /** Pause before each retry, doubled every time. Default 250 ms. */
  readonly retryDelayMs?: number;
  /** Largest answer body read. Default 64 KiB. */
  readonly maxAnswerBytes?: number;
}

type CancelOutcome = Awaited<ReturnType<PolicyIssuer['cancel']>>;

// Compiled on first use: a sandbox-only server never issues over HTTP.
const isIssueAnswer = lazyValidator(() => ajvForShippedSchemas({ allowUnionTypes: true }).compile<IssueAnswer>(INSURER_ISSUE_PROTOCOL.schemas.issueResponse));
const isCancelAnswer = lazyValidator(() => ajvForShippedSchemas({ allowUnionTypes: true }).compile<CancelAnswer>(INSURER_ISSUE_PROTOCOL.schemas.cancelResponse));

/** What one exchange means: final (an answer to hand back) or worth another try. */
type Reading<T> = { readonly final: T } | { readonly retry: string };

/**
 * Issues and cancels policies over the insurer protocol (docs/insurer-protocol.md, "Issuing a
 * policy"): `POST <issueUrl>` and `POST <cancelUrl>` of the insurer that priced the subscription's
 * offer. Both calls are idempotent by subscription at the insurer, so a 5xx, a 408 or 429, a
 * timeout or a failed connection is tried again (`retries` times, backing off), then answered
 * `unavailable`; the checkout decides what then. A 4xx is the insurer's refusal (never retried).
 * A 200 that breaks the protocol is `unavailable` too: the insurer may have issued, and asking
 * again for the same subscription answers that policy. Never throws.
 *
 * The port's IssuedPolicy has no certificate field: the certificate URL is the first of
 * `documentUrls`, the insurer's other documents follow.
 */
export class HttpPolicyIssuer implements PolicyIssuer {
  readonly #catalogue: OfferCatalogue;
  readonly #logger: Logger | undefined;
  readonly #timeoutMs: number;
  readonly #retries: number;
  readonly #retryDelayMs: number;
  readonly #maxAnswerBytes: number;
  readonly #agents = { http: new HttpAgent({ keepAlive: true, timeout: 30_000 }), https: new HttpsAgent({ keepAlive: true, timeout: 30_000 }) };

  constructor(options: HttpPolicyIssuerOptions) {
    this.#catalogue = options.catalogue;
    this.#logger = options.logger;
    this.#timeoutMs = options.timeoutMs ?? 10_000;
    this.#retries = options.retries ?? 2;
    this.#retryDelayMs = options.retryDelayMs ?? 250;
    this.#maxAnswerBytes = options.maxAnswerBytes ?? 64 * 1024;
  }

  async issue(request: PolicyIssueRequest): Promise<PolicyIssueOutcome> {
    const { subscription, requestId } = request;
    const target = await this.#targetOf(subscription);
    const log = { requestId, subscriptionId: subscription.subscriptionId, attempt: request.attempt };
    if ('refusal' in target) return this.#logged({ outcome: 'refused', reason: target.refusal }, log);
    const question: IssueQuestion = {
      subscriptionId: subscription.subscriptionId,
      requestId,
      attempt: request.attempt,
      offerId: target.offer.id,
      productCode: target.offer.productCode,
      trip: subscription.trip,
      premium: { amountMinor: request.premium.amountMinor, currency: request.premium.currency },
      language: subscription.language,
    };
    const outcome = await this.#withRetries(target.insurer.endpoint.issueUrl!, question, subscription.subscriptionId, requestId, readIssue, (reason): PolicyIssueOutcome => ({ outcome: 'unavailable', reason }));
    return this.#logged(outcome, { ...log, insurerId: target.insurer.id });
  }

  async cancel(subscription: SubscriptionRecord, policyNumber: string, requestId: string): Promise<CancelOutcome> {
    const target = await this.#targetOf(subscription);
    const log = { requestId, subscriptionId: subscription.subscriptionId, policyNumber };
    if ('refusal' in target) return this.#loggedCancel({ outcome: 'unavailable', reason: target.refusal }, log);
    const question: CancelQuestion = { subscriptionId: subscription.subscriptionId, policyNumber, requestId };
    const outcome = await this.#withRetries(target.insurer.endpoint.cancelUrl!, question, subscription.subscriptionId, requestId, readCancel, (reason): CancelOutcome => ({ outcome: 'unavailable', reason }));
    return this.#loggedCancel(outcome, { ...log, insurerId: target.insurer.id });
  }

  /** Closes the kept-alive connections, for a clean shutdown. */
  close(): void {
    this.#agents.http.destroy();
    this.#agents.https.destroy();
  }

  /** The offer and insurer a subscription was sold, or why no insurer can issue it (a refusal: asking again cannot help). */
  async #targetOf(subscription: SubscriptionRecord): Promise<{ offer: CatalogueOffer; insurer: CatalogueInsurer } | { refusal: string }> {
    if (subscription.offerId === null) return { refusal: 'the subscription names no offer' };
    const catalogue = await this.#catalogue.current();
    const offer = catalogue.offers.find((o) => o.id === subscription.offerId);
    const insurer = offer === undefined ? undefined : catalogue.insurers.find((i) => i.id === offer.insurerId);
    if (offer === undefined || insurer === undefined) return { refusal: `offer ${subscription.offerId} is not in the live catalogue` };
    if (insurer.endpoint.issueUrl === undefined || insurer.endpoint.cancelUrl === undefined) return { refusal: `insurer ${insurer.id} has no issueUrl: its offers are not sold through the checkout` };
    return { offer, insurer };
  }

  async #withRetries<T>(urlText: string, question: object, subscriptionId: string, requestId: string, read: (exchange: Exchange) => Reading<T>, unavailable: (reason: string) => T): Promise<T> {
    let url: URL;
    try {
      url = new URL(urlText);
    } catch {
      return unavailable('the endpoint URL is not a URL'); // not echoed: it may hold a credential
    }
    let reason = '';
    for (let attempt = 0; attempt <= this.#retries; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, this.#retryDelayMs * 2 ** (attempt - 1)));
      const exchange = await postJson(url, question, {
        headers: {
          [INSURER_ISSUE_PROTOCOL.versionHeader]: INSURER_ISSUE_PROTOCOL.version,
          [INSURER_ISSUE_PROTOCOL.idempotencyHeader]: subscriptionId,
          [INSURER_ISSUE_PROTOCOL.requestIdHeader]: requestId,
        },
        timeoutMs: this.#timeoutMs,
        maxAnswerBytes: this.#maxAnswerBytes,
        versionHeader: INSURER_ISSUE_PROTOCOL.versionHeader,
        agents: this.#agents,
      });
      const reading = read(exchange);
      if ('final' in reading) return reading.final;
      reason = reading.retry;
      this.#logger?.warn('insurer call to be tried again', { requestId, subscriptionId, exchange: attempt + 1, cause: reason });
    }
    return unavailable(`${reason} (after ${this.#retries + 1} exchanges)`);
  }

  #logged(outcome: PolicyIssueOutcome, fields: Record<string, unknown>): PolicyIssueOutcome {
    if (outcome.outcome === 'issued') this.#logger?.info('policy issued', { ...fields, policyNumber: outcome.policy.policyNumber });
    else this.#logger?.warn('policy not issued', { ...fields, outcome: outcome.outcome, cause: outcome.reason });
    return outcome;
  }

  #loggedCancel(outcome: CancelOutcome, fields: Record<string, unknown>): CancelOutcome {
    if (outcome.outcome === 'cancelled') this.#logger?.info('policy cancelled', fields);
    else this.#logger?.warn('policy not cancelled', { ...fields, cause: outcome.reason });
    return outcome;
  }
}

/** 408 Request Timeout and 429 Too Many Requests say "later", not "no". */
const isRetryableStatus = (status: number): boolean => status >= 500 || status === 408 || status === 429;

/** The JSON body of a v1 answer, or why it is not one. */
const jsonOf = (exchange: Extract<Exchange, { kind: 'answered' }>): { body: unknown } | { problem: string } => {
  if (exchange.version !== undefined && exchange.version !== INSURER_ISSUE_PROTOCOL.version) return { problem: `answered in protocol version ${exchange.version}` };
  if (!/^application\/json\b/i.test(exchange.contentType ?? '')) return { problem: `content-type ${exchange.contentType ?? 'missing'}` };
  try {
    return { body: JSON.parse(exchange.body) };
  } catch {
    return { problem: 'body is not JSON' };
  }
};

const transient = (exchange: Exchange): string | undefined => {
  if (exchange.kind === 'timeout') return 'no complete answer in time';
  if (exchange.kind === 'failed') return exchange.reason;
  return isRetryableStatus(exchange.status) ? `HTTP ${exchange.status}` : undefined;
};

const readIssue = (exchange: Exchange): Reading<PolicyIssueOutcome> => {
  const retry = transient(exchange);
  if (retry !== undefined || exchange.kind !== 'answered') return { retry: retry ?? 'no answer' };
  const read = jsonOf(exchange);
  if (exchange.status >= 400) {
    // The insurer's no: its reason when it gives one in the protocol's shape, else the status.
    const reason = 'body' in read && isIssueAnswer(read.body) && read.body.outcome === 'refused' ? read.body.reason : `HTTP ${exchange.status}`;
    return { final: { outcome: 'refused', reason } };
  }
  if (exchange.status !== 200) return { retry: `HTTP ${exchange.status}` };
  if ('problem' in read) return { retry: read.problem };
  if (!isIssueAnswer(read.body)) return { retry: 'answer does not match the schema' };
  const answer = read.body;
  if (answer.outcome === 'refused') return { final: { outcome: 'refused', reason: answer.reason } };
  return { final: { outcome: 'issued', policy: { policyNumber: answer.policyNumber, documentUrls: [answer.certificateUrl, ...answer.documentUrls] } } };
};

const readCancel = (exchange: Exchange): Reading<CancelOutcome> => {
  const retry = transient(exchange);
  if (retry !== undefined || exchange.kind !== 'answered') return { retry: retry ?? 'no answer' };
  if (exchange.status !== 200) return { final: { outcome: 'unavailable', reason: `refused: HTTP ${exchange.status}` } };
  const read = jsonOf(exchange);
  if ('problem' in read) return { retry: read.problem };
  if (!isCancelAnswer(read.body)) return { retry: 'answer does not match the schema' };
  return { final: { outcome: 'cancelled' } };
};

import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import { type FunnelOutcome, type FunnelQuote, type Logger, type QuoteFunnel, type SubscriptionStage } from '@parasol/core';
import { FUNNEL_PROTOCOL, type FunnelQuoteBody, type Language } from '@parasol/core/internal';
import { exchange, type CutShort, type RawAnswer } from './funnel-exchange.js';
import { funnelSettings, type FunnelSettings, type HttpQuoteFunnelOptions } from './funnel-settings.js';
import { readQuoteAnswer, readStageAnswer, refused } from './read-funnel-answer.js';
import { travellerUrlOf } from './traveller-url.js';

type Operation = 'upsertQuote' | 'readStage';

/**
 * The quote id the readiness probe reads: a protocol id no funnel hands out (funnels answer
 * `q_…`-style ids of their own), so the answer is the funnel's 404 QUOTE_NOT_FOUND.
 */
export const PROBE_QUOTE_ID = 'parasol-readiness-probe';

/** Longest a probe waits, below /readyz's own 2 s bound so the check says why it failed. */
const PROBE_TIMEOUT_MS = 1500;

/** Whether the funnel answers, as /readyz reports it: never the URL, the token or a body. */
export interface FunnelReachability {
  readonly ok: boolean;
  readonly detail: string;
  readonly latencyMs: number;
}

/**
 * The QuoteFunnel of an external funnel, over its quote API (docs/funnel-protocol.md): one PUT
 * per upsert, one GET per stage read, each cut at `timeoutMs` and never retried (the link call
 * answers 502/504 and the partner retries; the PUT is idempotent, so that retry is safe).
 *
 * Never throws: every call ends `ok`, `refused` or `timeout`, and anything thrown inside is a
 * refusal. The token goes in the authorization header and nowhere else: details and log lines
 * carry the cause, the operation and the request id, never the token, a URL or an answer body.
 *
 * node:http with a keep-alive agent rather than fetch, as for insurers: links are minted one
 * after another to the same funnel, and a reused connection saves a handshake per link.
 */
export class HttpQuoteFunnel implements QuoteFunnel {
  readonly #settings: FunnelSettings;
  readonly #agents: { readonly http: HttpAgent; readonly https: HttpsAgent };
  readonly #logger: Logger | undefined;
  readonly #observe: HttpQuoteFunnelOptions['observe'];

  constructor(options: HttpQuoteFunnelOptions) {
    this.#settings = funnelSettings(options);
    this.#logger = options.logger;
    this.#observe = options.observe;
    // `timeout` is also what lets the agent honour a funnel's shorter Keep-Alive hint, so a
    // connection is never reused just as the funnel closes it (a reset the client would not retry).
    const agentOptions = { keepAlive: true, timeout: this.#settings.idleSocketMs, maxSockets: this.#settings.maxSockets, scheduling: 'lifo' as const };
    this.#agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  }

  async upsertQuote(quote: FunnelQuote): Promise<FunnelOutcome<{ readonly upstreamQuoteId: string }>> {
    const requestId = randomUUID();
    const context = { operation: 'upsertQuote' as const, requestId, subscriptionId: quote.subscriptionId, started: this.#startedAt() };
    try {
      if (!FUNNEL_PROTOCOL.idPattern.test(quote.subscriptionId)) return this.#reported(context, refused('subscriptionId is not a protocol id'), false);
      const body: FunnelQuoteBody = { ref: quote.ref, trip: quote.trip, language: quote.language, offerId: quote.offerId };
      const ended = await this.#call('PUT', quote.subscriptionId, requestId, JSON.stringify(body));
      return this.#reported(context, 'status' in ended ? readQuoteAnswer(ended) : cutShort(ended), true);
    } catch (error) {
      return this.#reported(context, refused(`request not sent: ${messageOf(error)}`), false);
    }
  }

  async readStage(upstreamQuoteId: string): Promise<FunnelOutcome<{ readonly stage: SubscriptionStage }>> {
    const requestId = randomUUID();
    const context = { operation: 'readStage' as const, requestId, quoteId: upstreamQuoteId, started: this.#startedAt() };
    try {
      // The id goes in the path as is: one the protocol never hands out is not sent anywhere.
      if (!FUNNEL_PROTOCOL.idPattern.test(upstreamQuoteId)) return this.#reported(context, refused('quote id is not a protocol id'), false);
      const ended = await this.#call('GET', upstreamQuoteId, requestId);
      return this.#reported(context, 'status' in ended ? readStageAnswer(ended, upstreamQuoteId) : cutShort(ended), true);
    } catch (error) {
      return this.#reported(context, refused(`request not sent: ${messageOf(error)}`), false);
    }
  }

  /**
   * A cheap reachability check for /readyz: one GET of a quote id no funnel hands out, with the
   * token. A 404 (or a 200) means the funnel answers and took the token; a 401 that it refused
   * the token; anything else, or no answer within 1.5 s, that links would fail now. Neither
   * logged nor observed as a funnel call: orchestrators probe every few seconds.
   */
  async probe(): Promise<FunnelReachability> {
    const started = performance.now();
    const since = () => Math.round(performance.now() - started);
    try {
      const { apiBase, token, timeoutMs, maxAnswerBytes } = this.#settings;
      const url = new URL(`${apiBase}${FUNNEL_PROTOCOL.quotesPath}${PROBE_QUOTE_ID}`);
      const ended = await exchange({ method: 'GET', url, requestId: randomUUID(), token, timeoutMs: Math.min(timeoutMs, PROBE_TIMEOUT_MS), maxAnswerBytes, agents: this.#agents });
      if (!('status' in ended)) return { ok: false, detail: ended.failure === 'timeout' ? 'timeout' : ended.detail.split(token).join('[token]'), latencyMs: since() };
      if (ended.status === 404 || ended.status === 200) return { ok: true, detail: 'external', latencyMs: since() };
      return { ok: false, detail: ended.status === 401 ? 'token refused (HTTP 401)' : `HTTP ${ended.status}`, latencyMs: since() };
    } catch {
      return { ok: false, detail: 'probe not sent', latencyMs: since() };
    }
  }

  travellerUrl(subscriptionId: string, options: { readonly language: Language; readonly offerId: number | null; readonly sandbox: boolean }): string {
    return travellerUrlOf(this.#settings.travellerBase, subscriptionId, options);
  }

  /** Closes the kept-alive connections, for a clean shutdown. */
  close(): void {
    this.#agents.http.destroy();
    this.#agents.https.destroy();
  }

  /** When a call starts, for its observed latency; not read when nothing observes. */
  #startedAt(): number {
    return this.#observe === undefined ? 0 : performance.now();
  }

  #call(method: 'PUT' | 'GET', id: string, requestId: string, body?: string): Promise<RawAnswer | CutShort> {
    const { apiBase, token, timeoutMs, maxAnswerBytes } = this.#settings;
    const url = new URL(`${apiBase}${FUNNEL_PROTOCOL.quotesPath}${id}`);
    return exchange({ method, url, requestId, token, timeoutMs, maxAnswerBytes, agents: this.#agents, ...(body === undefined ? {} : { body }) });
  }

  /**
   * The outcome, with the token scrubbed from its detail, after logging it when it is a failure.
   * The scrub is a second lock: no detail is built from the token, but a message from node or a
   * library is text this class did not write.
   */
  #reported<T>(
    context: { readonly operation: Operation; readonly requestId: string; readonly subscriptionId?: string; readonly quoteId?: string; readonly started: number },
    outcome: FunnelOutcome<T>,
    sent: boolean,
  ): FunnelOutcome<T> {
    if (this.#observe !== undefined) {
      try {
        this.#observe({ operation: context.operation, outcome: outcome.ok ? 'ok' : outcome.reason, latencyMs: performance.now() - context.started });
      } catch {
        // An observer's bug must not turn an outcome this adapter reports as a value into a throw.
      }
    }
    if (outcome.ok) return outcome;
    const safe = { ...outcome, detail: outcome.detail.split(this.#settings.token).join('[token]') };
    try {
      this.#logger?.warn('funnel call failed', {
        operation: context.operation,
        // The key to the funnel's own logs; null when no request went out.
        funnelRequestId: sent ? context.requestId : null,
        ...(context.subscriptionId === undefined ? {} : { subscriptionId: context.subscriptionId }),
        ...(context.quoteId === undefined ? {} : { quoteId: context.quoteId }),
        reason: safe.reason,
        detail: safe.detail,
      });
    } catch {
      // A broken logger must not turn a failure the port reports as a value into a throw.
    }
    return safe;
  }
}

const cutShort = (ended: CutShort): { readonly ok: false; readonly reason: 'refused' | 'timeout'; readonly detail: string } => ({
  ok: false,
  reason: ended.failure,
  detail: ended.detail,
});

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

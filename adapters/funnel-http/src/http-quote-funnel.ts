import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent } from 'node:http';
import { Agent as HttpsAgent } from 'node:https';
import {
  FUNNEL_PROTOCOL,
  type FunnelOutcome,
  type FunnelQuote,
  type FunnelQuoteBody,
  type Language,
  type Logger,
  type QuoteFunnel,
  type SubscriptionStage,
} from '@parasol/core';
import { exchange, type CutShort, type RawAnswer } from './funnel-exchange.js';
import { funnelSettings, type FunnelSettings, type HttpQuoteFunnelOptions } from './funnel-settings.js';
import { readQuoteAnswer, readStageAnswer, refused } from './read-funnel-answer.js';
import { travellerUrlOf } from './traveller-url.js';

type Operation = 'upsertQuote' | 'readStage';

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

  constructor(options: HttpQuoteFunnelOptions) {
    this.#settings = funnelSettings(options);
    this.#logger = options.logger;
    // `timeout` is also what lets the agent honour a funnel's shorter Keep-Alive hint, so a
    // connection is never reused just as the funnel closes it (a reset the client would not retry).
    const agentOptions = { keepAlive: true, timeout: this.#settings.idleSocketMs, maxSockets: this.#settings.maxSockets, scheduling: 'lifo' as const };
    this.#agents = { http: new HttpAgent(agentOptions), https: new HttpsAgent(agentOptions) };
  }

  async upsertQuote(quote: FunnelQuote): Promise<FunnelOutcome<{ readonly upstreamQuoteId: string }>> {
    const requestId = randomUUID();
    const context = { operation: 'upsertQuote' as const, requestId, subscriptionId: quote.subscriptionId };
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
    const context = { operation: 'readStage' as const, requestId, quoteId: upstreamQuoteId };
    try {
      // The id goes in the path as is: one the protocol never hands out is not sent anywhere.
      if (!FUNNEL_PROTOCOL.idPattern.test(upstreamQuoteId)) return this.#reported(context, refused('quote id is not a protocol id'), false);
      const ended = await this.#call('GET', upstreamQuoteId, requestId);
      return this.#reported(context, 'status' in ended ? readStageAnswer(ended, upstreamQuoteId) : cutShort(ended), true);
    } catch (error) {
      return this.#reported(context, refused(`request not sent: ${messageOf(error)}`), false);
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
    context: { readonly operation: Operation; readonly requestId: string; readonly subscriptionId?: string; readonly quoteId?: string },
    outcome: FunnelOutcome<T>,
    sent: boolean,
  ): FunnelOutcome<T> {
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

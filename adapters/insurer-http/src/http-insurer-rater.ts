import { randomUUID } from 'node:crypto';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { type InsurerEndpoint, type InsurerRater, type Logger, type RatingOutcome, type RatingRequest } from '@parasol/core';
import { INSURER_RATING_PROTOCOL, type RatingQuestion } from '@parasol/core/internal';
import { readAnswer, type RawAnswer } from './read-answer.js';

export interface HttpInsurerRaterOptions {
  /** Largest answer body read; a bigger one fails the insurer. Default 1 MiB. */
  readonly maxAnswerBytes?: number;
  /** How long an idle kept-alive connection stays open, unless the insurer announces less. Default 30 s. */
  readonly idleSocketMs?: number;
  /**
   * Where every call that does not end priced is reported: one warn line with the insurer id, the
   * rating request id (the key to reconcile with the insurer's logs) and the cause. Default: nowhere.
   */
  readonly logger?: Logger;
  /**
   * Called once per call with its insurer, how it ended and how long it took: where metrics are
   * observed (tools/server/src/compose/metrics), so this adapter knows no metrics library. Must not throw.
   */
  readonly observe?: (rating: InsurerRatingObservation) => void;
}

/** One rating call as it ended. */
export interface InsurerRatingObservation {
  readonly insurerId: string;
  readonly outcome: RatingOutcome['kind'];
  /** From the call to its outcome; 0 for a call that never went out (a deadline already passed, a bad ratingUrl). */
  readonly latencyMs: number;
}

const TIMED_OUT: RatingOutcome = { kind: 'timeout' };
const failed = (reason: string): RatingOutcome => ({ kind: 'failed', reason });

/**
 * Rates one insurer over the protocol of docs/insurer-protocol.md: exactly one POST per call,
 * never retried. The exchange is cut at the insurer's own timeoutMs or when the quote's signal
 * aborts, whichever comes first, and both read as `timeout`. Everything else that is not a well
 * formed v1 answer reads as `failed`. Never throws. Each failed or timed-out call is logged here,
 * where its cause is known, since the quote only counts the insurer's offers as unpriced.
 *
 * node:http with a keep-alive agent rather than fetch: on the live quote path the connection
 * to each insurer is reused from one quote to the next, and node:http's request path costs less
 * per call than fetch's WHATWG streams.
 */
export class HttpInsurerRater implements InsurerRater {
  readonly #maxAnswerBytes: number;
  readonly #httpAgent: HttpAgent;
  readonly #httpsAgent: HttpsAgent;
  readonly #targets = new WeakMap<InsurerEndpoint, URL | RatingOutcome>();
  readonly #logger: Logger | undefined;
  readonly #observe: HttpInsurerRaterOptions['observe'];

  constructor(options: HttpInsurerRaterOptions = {}) {
    this.#maxAnswerBytes = options.maxAnswerBytes ?? 1024 * 1024;
    this.#logger = options.logger;
    this.#observe = options.observe;
    // `timeout` is also what lets the agent honour an insurer's shorter Keep-Alive hint, so a
    // connection is never reused just as the insurer closes it.
    const agentOptions = { keepAlive: true, timeout: options.idleSocketMs ?? 30_000, scheduling: 'lifo' as const };
    this.#httpAgent = new HttpAgent(agentOptions);
    this.#httpsAgent = new HttpsAgent(agentOptions);
  }

  rate(endpoint: InsurerEndpoint, request: RatingRequest, signal: AbortSignal): Promise<RatingOutcome> {
    const started = this.#observe === undefined ? 0 : performance.now();
    if (signal.aborted) return Promise.resolve(this.#reported(endpoint, request, undefined, TIMED_OUT, started));
    const url = this.#targetOf(endpoint);
    if (!(url instanceof URL)) return Promise.resolve(this.#reported(endpoint, request, undefined, url, started));
    const question: RatingQuestion = {
      requestId: randomUUID(),
      trip: request.trip,
      days: request.days,
      currency: request.currency,
      products: distinctCodes(request.products),
    };
    return this.#exchange(url, question, endpoint.timeoutMs, signal).then(
      (ended) => this.#reported(endpoint, request, question.requestId, 'kind' in ended ? ended : readAnswer(request, ended), started),
      // What cannot even be sent (a body JSON cannot hold, a header node:http refuses) throws synchronously.
      (error: unknown) =>
        this.#reported(endpoint, request, question.requestId, failed(`request not sent: ${error instanceof Error ? error.message : String(error)}`), started),
    );
  }

  /**
   * The outcome, after observing it and logging it when it is not priced. Never the ratingUrl (it
   * may carry a credential in its query or user info) nor the answer's body: the id, the request
   * id, the cause, and the API request id the rating served, which joins a 502 to its causes.
   */
  #reported(endpoint: InsurerEndpoint, request: RatingRequest, ratingRequestId: string | undefined, outcome: RatingOutcome, started: number): RatingOutcome {
    if (this.#observe !== undefined) {
      try {
        this.#observe({ insurerId: endpoint.insurerId, outcome: outcome.kind, latencyMs: ratingRequestId === undefined ? 0 : performance.now() - started });
      } catch {
        // An observer's bug must not turn an outcome this adapter reports as a value into a throw.
      }
    }
    if (outcome.kind !== 'priced' && this.#logger !== undefined) {
      this.#logger.warn('insurer rating failed', {
        insurerId: endpoint.insurerId,
        requestId: request.apiRequestId ?? null,
        ratingRequestId: ratingRequestId ?? null,
        outcome: outcome.kind,
        cause: outcome.kind === 'failed' ? outcome.reason : `no complete answer within its ${endpoint.timeoutMs} ms timeout or the quote's deadline`,
      });
    }
    return outcome;
  }

  /**
   * The endpoint's ratingUrl parsed, or the failure a URL that cannot be called is. Parsed on the
   * endpoint's first call and kept with the endpoint object, which a catalogue hands out for every
   * quote: the URL is not parsed again per call.
   */
  #targetOf(endpoint: InsurerEndpoint): URL | RatingOutcome {
    let target = this.#targets.get(endpoint);
    if (target === undefined) {
      target = ratingTarget(endpoint.ratingUrl);
      this.#targets.set(endpoint, target);
    }
    return target;
  }

  /** Closes the kept-alive connections, for a clean shutdown. */
  close(): void {
    this.#httpAgent.destroy();
    this.#httpsAgent.destroy();
  }

  /** The one HTTP exchange: the raw answer, or the outcome that ended it early. */
  #exchange(url: URL, question: RatingQuestion, timeoutMs: number, signal: AbortSignal): Promise<RawAnswer | RatingOutcome> {
    return new Promise((resolve) => {
      const body = JSON.stringify(question);
      const https = url.protocol === 'https:';
      const outgoing = (https ? httpsRequest : httpRequest)(url, {
        method: 'POST',
        agent: https ? this.#httpsAgent : this.#httpAgent,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          accept: 'application/json',
          [INSURER_RATING_PROTOCOL.versionHeader]: INSURER_RATING_PROTOCOL.version,
          [INSURER_RATING_PROTOCOL.idempotencyHeader]: question.requestId,
        },
      });
      let settled = false;
      const end = (ended: RawAnswer | RatingOutcome) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal.removeEventListener('abort', cut);
        resolve(ended);
      };
      // Ending early drops the connection: a half-read answer cannot be left on a reusable socket.
      const cut = () => {
        end(TIMED_OUT);
        outgoing.destroy();
      };
      const timer = setTimeout(cut, timeoutMs);
      signal.addEventListener('abort', cut, { once: true });

      outgoing.on('error', (error: NodeJS.ErrnoException) => end(failed(`connection: ${error.code ?? error.message}`)));
      outgoing.on('response', (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > this.#maxAnswerBytes) {
            end(failed(`answer larger than ${this.#maxAnswerBytes} bytes`));
            outgoing.destroy();
          } else chunks.push(chunk);
        });
        response.on('error', (error: NodeJS.ErrnoException) => end(failed(`answer cut: ${error.code ?? error.message}`)));
        response.on('end', () =>
          end({
            status: response.statusCode ?? 0,
            contentType: response.headers['content-type'],
            version: headerValue(response.headers[INSURER_RATING_PROTOCOL.versionHeader]),
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      });
      outgoing.end(body);
    });
  }
}

/** Where a ratingUrl sends a rating call: an http(s) URL, else the failure of every call to it. */
const ratingTarget = (ratingUrl: string): URL | RatingOutcome => {
  let url: URL;
  try {
    url = new URL(ratingUrl);
  } catch {
    // Not echoed: a mistyped URL may still hold a credential, and the reason is logged.
    return failed('ratingUrl is not a URL');
  }
  return url.protocol === 'http:' || url.protocol === 'https:' ? url : failed(`ratingUrl is not http(s): ${url.protocol}`);
};

/** Each product code once (two offers may sell one insurer product); the answer is mapped back to all of them. */
const distinctCodes = (products: RatingRequest['products']): RatingQuestion['products'] => {
  const byCode = new Map<string, { offerId: number; productCode: string }>();
  for (const { offerId, productCode } of products) if (!byCode.has(productCode)) byCode.set(productCode, { offerId, productCode });
  return [...byCode.values()];
};

const headerValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

import type { Logger } from '@parasol/core';

export interface HttpQuoteFunnelOptions {
  /**
   * Base of the funnel's quote API: calls go to `{apiBaseUrl}/v1/quotes/…`. http(s), no
   * credentials, query or fragment (the token is the one credential, and it goes in a header).
   */
  readonly apiBaseUrl: string;
  /** Base of the traveller-facing funnel pages: links are `{travellerBaseUrl}/q/{subscriptionId}?lang=…`. */
  readonly travellerBaseUrl: string;
  /** Bearer token Parasol authenticates with (RFC 6750 characters). Never logged nor put in a detail. */
  readonly token: string;
  /** Deadline of each call, whole answer included; over it the call is a `timeout`. Default 3000 ms. */
  readonly timeoutMs?: number;
  /** Largest answer body read; a bigger one is a refusal. Default 64 KiB (an answer is a few dozen bytes). */
  readonly maxAnswerBytes?: number;
  /** How long an idle kept-alive connection stays open, unless the funnel announces less. Default 30 s. */
  readonly idleSocketMs?: number;
  /** Most connections open to the funnel at once; further calls wait for one (within their deadline). Default 64. */
  readonly maxSockets?: number;
  /** Where each call that does not succeed is reported, at warn. Default: nowhere. */
  readonly logger?: Logger;
  /**
   * Called once per call with its operation, how it ended and how long it took: where metrics
   * are observed (tools/server/src/compose/metrics), so this adapter knows no metrics library.
   */
  readonly observe?: (call: FunnelCallObservation) => void;
}

/** One funnel call as it ended. */
export interface FunnelCallObservation {
  readonly operation: 'upsertQuote' | 'readStage';
  readonly outcome: 'ok' | 'refused' | 'timeout';
  /** From the call to its outcome, in ms. */
  readonly latencyMs: number;
}

export interface FunnelSettings {
  readonly apiBase: string;
  readonly travellerBase: string;
  readonly token: string;
  readonly timeoutMs: number;
  readonly maxAnswerBytes: number;
  readonly idleSocketMs: number;
  readonly maxSockets: number;
}

/** RFC 6750 b64token: also guarantees node:http accepts the header, so a call never throws over it. */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]+=*$/;

/**
 * The options checked once, at construction: a misconfigured funnel is a start-up error, never a
 * failure found on the first traveller's link. Messages name the option, never its value, since
 * a URL may carry a credential and the token is one.
 */
export const funnelSettings = (options: HttpQuoteFunnelOptions): FunnelSettings => {
  if (typeof options.token !== 'string' || !BEARER_TOKEN.test(options.token)) {
    throw new Error('HttpQuoteFunnel: token must be a bearer token (letters, digits, - . _ ~ + / and trailing =)');
  }
  return {
    apiBase: baseOf(options.apiBaseUrl, 'apiBaseUrl'),
    travellerBase: baseOf(options.travellerBaseUrl, 'travellerBaseUrl'),
    token: options.token,
    timeoutMs: whole(options.timeoutMs, 'timeoutMs', 3000, 1, 600_000),
    maxAnswerBytes: whole(options.maxAnswerBytes, 'maxAnswerBytes', 64 * 1024, 1, 64 * 1024 * 1024),
    idleSocketMs: whole(options.idleSocketMs, 'idleSocketMs', 30_000, 1, 3_600_000),
    maxSockets: whole(options.maxSockets, 'maxSockets', 64, 1, 65_536),
  };
};

/** An http(s) URL without credentials, query or fragment, as a string with no trailing slash. */
const baseOf = (text: string, name: string): string => {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`HttpQuoteFunnel: ${name} is not a URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`HttpQuoteFunnel: ${name} must be http(s), not ${url.protocol}`);
  if (url.username !== '' || url.password !== '') throw new Error(`HttpQuoteFunnel: ${name} must not carry credentials (the token is the credential)`);
  if (url.search !== '' || url.hash !== '') throw new Error(`HttpQuoteFunnel: ${name} must have no query or fragment`);
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
};

const whole = (value: number | undefined, name: string, fallback: number, min: number, max: number): number => {
  if (value === undefined) return fallback;
  if (!Number.isSafeInteger(value) || value < min || value > max) throw new Error(`HttpQuoteFunnel: ${name} must be a whole number from ${min} to ${max}`);
  return value;
};

import { startRestServer, type RunningServer } from '@parasol/rest';
import type { ParasolFactory } from './fixtures.js';
import { ALL_FEATURES, type ConformanceRequest, type ConformanceResponse, type RateLimitReading, type Transport } from './transport.js';

const RATE_LIMIT_HEADERS = {
  limit: 'x-ratelimit-limit',
  remaining: 'x-ratelimit-remaining',
  reset: 'x-ratelimit-reset',
  burstRemaining: 'x-ratelimit-burst-remaining',
} as const;

const wholeNumber = (value: string | null): number | undefined => (value !== null && /^\d+$/.test(value) ? Number(value) : undefined);

/** The four X-RateLimit-* headers, or undefined when any is missing or not a whole number. */
const rateLimitOf = (headers: Headers): RateLimitReading | undefined => {
  const reading = Object.fromEntries(Object.entries(RATE_LIMIT_HEADERS).map(([field, name]) => [field, wholeNumber(headers.get(name))]));
  return Object.values(reading).every((v) => v !== undefined) ? (reading as unknown as RateLimitReading) : undefined;
};

const parsedBody = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** A real REST server on 127.0.0.1 (a free port), called with fetch as a partner's server would. */
export class RestTransport implements Transport {
  readonly name = 'REST over loopback';
  /** HTTP carries any path, method and bytes. */
  readonly features = ALL_FEATURES;
  private server?: RunningServer;

  constructor(private readonly makeParasol: ParasolFactory) {}

  async start(): Promise<void> {
    this.server = await startRestServer({ parasol: await this.makeParasol(), host: '127.0.0.1', port: 0 });
  }

  async stop(): Promise<void> {
    await this.server?.close();
    this.server = undefined;
  }

  async send(request: ConformanceRequest): Promise<ConformanceResponse> {
    if (!this.server) throw new Error('RestTransport.send before start');
    const url = new URL(request.path, this.server.url);
    for (const [name, value] of Object.entries(request.query ?? {})) url.searchParams.set(name, value);
    const { keyId, timestamp, signature } = request.headers;
    const response = await fetch(url, {
      method: request.method,
      headers: {
        ...(keyId === undefined ? {} : { 'x-svc-key-id': keyId }),
        ...(timestamp === undefined ? {} : { 'x-svc-timestamp': timestamp }),
        ...(signature === undefined ? {} : { 'x-svc-signature': signature }),
        ...(request.rawBody === '' ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.rawBody === '' ? {} : { body: request.rawBody }),
    });
    const rateLimit = rateLimitOf(response.headers);
    const retryAfter = wholeNumber(response.headers.get('retry-after'));
    return {
      status: response.status,
      body: parsedBody(await response.text()),
      ...(rateLimit === undefined ? {} : { rateLimit }),
      ...(retryAfter === undefined ? {} : { retryAfter }),
    };
  }
}

import type { Clock } from '../ports/clock.js';
import type { Random } from '../ports/random.js';
import { signRequest } from '../auth/signature.js';
import type { Answer, SignedCall } from './signed-call.js';

export interface Credentials {
  readonly keyId: string;
  readonly secret: string;
}

/**
 * The in-process client for Node apps that embed Parasol: it signs each call exactly as a
 * REST partner would and runs it through the same pipeline, so answers are identical to REST's.
 */
export class ParasolClient {
  constructor(
    private readonly handle: (call: SignedCall) => Promise<Answer>,
    private readonly credentials: Credentials,
    private readonly clock: Clock,
    private readonly random: Random,
  ) {}

  /** `target` may carry a query string; `body` is sent as JSON unless it is already a string. */
  call(method: 'GET' | 'POST', target: string, body?: unknown): Promise<Answer> {
    const url = new URL(target, 'http://in-process');
    const rawBody = body === undefined ? new Uint8Array() : Buffer.from(typeof body === 'string' ? body : JSON.stringify(body), 'utf8');
    const timestamp = String(Math.floor(this.clock.now() / 1000));
    return this.handle({
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      keyId: this.credentials.keyId,
      timestamp,
      signature: signRequest(this.credentials.secret, { timestamp, method, pathname: url.pathname, rawBody }),
      rawBody,
      requestId: `req_${Buffer.from(this.random.bytes(12)).toString('base64url')}`,
    });
  }

  meta(): Promise<Answer> {
    return this.call('GET', '/api/v1/travel/meta');
  }
  quote(body: unknown): Promise<Answer> {
    return this.call('POST', '/api/v1/travel/quotes', body);
  }
  bilan(body: unknown): Promise<Answer> {
    return this.call('POST', '/api/v1/coach/bilan', body);
  }
  cards(query: Record<string, string> = {}): Promise<Answer> {
    const qs = new URLSearchParams(query).toString();
    return this.call('GET', `/api/v1/coach/cards${qs ? `?${qs}` : ''}`);
  }
}

import { randomUUID } from 'node:crypto';
import { jsonBody, type Parasol } from '@parasol/core';
import type { ParasolFactory } from './fixtures.js';
import { ALL_FEATURES, type ConformanceRequest, type ConformanceResponse, type Transport } from './transport.js';

/**
 * The embedding facade called directly: `parasol.handle(SignedCall)`, as an app that embeds
 * Parasol does. The answer's body is reported as the facade returned it (not a JSON copy), so
 * anything an embedder would see differently from a REST client shows up as a disagreement.
 */
export class InProcessTransport implements Transport {
  readonly name = 'in-process facade';
  /** A SignedCall carries any path, method and bytes, as HTTP does. */
  readonly features = ALL_FEATURES;
  private parasol?: Parasol;

  constructor(private readonly makeParasol: ParasolFactory) {}

  async start(): Promise<void> {
    this.parasol = await this.makeParasol();
  }

  async stop(): Promise<void> {
    this.parasol = undefined;
  }

  async send(request: ConformanceRequest): Promise<ConformanceResponse> {
    if (!this.parasol) throw new Error('InProcessTransport.send before start');
    const { keyId, timestamp, signature } = request.headers;
    const answer = await this.parasol.handle({
      method: request.method,
      path: request.path,
      query: request.query ?? {},
      ...(keyId === undefined ? {} : { keyId }),
      ...(timestamp === undefined ? {} : { timestamp }),
      ...(signature === undefined ? {} : { signature }),
      rawBody: Buffer.from(request.rawBody, 'utf8'),
      decodeBody: jsonBody,
      requestId: `req_${randomUUID().replaceAll('-', '')}`,
    });
    const quota = answer.rateLimit;
    return {
      status: answer.status,
      body: answer.body,
      ...(quota === undefined
        ? {}
        : { rateLimit: { limit: quota.limit, remaining: quota.remaining, reset: quota.resetSeconds, burstRemaining: quota.burstRemaining } }),
      ...(answer.retryAfterSeconds === undefined ? {} : { retryAfter: answer.retryAfterSeconds }),
    };
  }
}

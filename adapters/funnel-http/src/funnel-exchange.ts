import type { Agent as HttpAgent, IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import type { Agent as HttpsAgent } from 'node:https';
import { request as httpsRequest } from 'node:https';
import { FUNNEL_PROTOCOL } from '@parasol/core/internal';

/** What came back over HTTP, complete, before it is read as a protocol answer. */
export interface RawAnswer {
  readonly status: number;
  readonly contentType: string | undefined;
  readonly version: string | undefined;
  readonly body: string;
}

/** How an exchange ended without a complete answer to read. */
export interface CutShort {
  readonly failure: 'refused' | 'timeout';
  readonly detail: string;
}

export interface FunnelCall {
  readonly method: 'PUT' | 'GET';
  readonly url: URL;
  /** The JSON body of a PUT; none for a GET. */
  readonly body?: string;
  readonly requestId: string;
  readonly token: string;
  readonly timeoutMs: number;
  readonly maxAnswerBytes: number;
  readonly agents: { readonly http: HttpAgent; readonly https: HttpsAgent };
}

/**
 * One HTTP exchange with the funnel, never retried: the complete raw answer, or how it was cut
 * short. The deadline covers everything (waiting for a pooled socket, connecting, sending, the
 * whole answer), because the link call answering the partner waits on all of it.
 *
 * A synchronous throw from node:http (a header it refuses) propagates: the caller turns every
 * throw into a refusal.
 */
export const exchange = (call: FunnelCall): Promise<RawAnswer | CutShort> =>
  new Promise((resolve) => {
    const https = call.url.protocol === 'https:';
    const headers: Record<string, string | number> = {
      accept: 'application/json',
      authorization: `Bearer ${call.token}`,
      [FUNNEL_PROTOCOL.versionHeader]: FUNNEL_PROTOCOL.version,
      [FUNNEL_PROTOCOL.requestIdHeader]: call.requestId,
      [FUNNEL_PROTOCOL.deadlineHeader]: call.timeoutMs,
    };
    if (call.body !== undefined) {
      headers['content-type'] = 'application/json';
      headers['content-length'] = Buffer.byteLength(call.body);
    }
    const outgoing = (https ? httpsRequest : httpRequest)(call.url, {
      method: call.method,
      agent: https ? call.agents.https : call.agents.http,
      headers,
    });

    let settled = false;
    const end = (ended: RawAnswer | CutShort) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ended);
    };
    // Ending early drops the connection: a half-read answer cannot be left on a reusable socket.
    const cut = (ended: CutShort) => {
      end(ended);
      outgoing.destroy();
    };
    const timer = setTimeout(() => cut({ failure: 'timeout', detail: `no complete answer within ${call.timeoutMs} ms` }), call.timeoutMs);

    // Refused, reset, unreachable: the code (ECONNREFUSED, ECONNRESET) says which, and names no secret.
    outgoing.on('error', (error: NodeJS.ErrnoException) => end({ failure: 'refused', detail: `connection: ${error.code ?? error.message}` }));
    outgoing.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > call.maxAnswerBytes) cut({ failure: 'refused', detail: `answer larger than ${call.maxAnswerBytes} bytes` });
        else chunks.push(chunk);
      });
      response.on('error', (error: NodeJS.ErrnoException) => end({ failure: 'refused', detail: `answer cut: ${error.code ?? error.message}` }));
      // A connection closed mid-body does not always surface as an error: an incomplete message is a cut answer too.
      response.on('close', () => {
        if (!response.complete) end({ failure: 'refused', detail: 'answer cut: connection closed before the end of the body' });
      });
      response.on('end', () =>
        end(
          response.complete
            ? {
                status: response.statusCode ?? 0,
                contentType: response.headers['content-type'],
                version: headerValue(response.headers[FUNNEL_PROTOCOL.versionHeader]),
                body: Buffer.concat(chunks).toString('utf8'),
              }
            : { failure: 'refused', detail: 'answer cut: connection closed before the end of the body' },
        ),
      );
    });
    outgoing.end(call.body);
  });

const headerValue = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value.join(',') : value);

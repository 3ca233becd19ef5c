import { request as httpRequest, type Agent as HttpAgent, type IncomingMessage } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';

/** One HTTP exchange as it ended: an answer read whole, no answer in time, or a failed connection. */
export type Exchange =
  | { readonly kind: 'answered'; readonly status: number; readonly contentType: string | undefined; readonly version: string | undefined; readonly body: string }
  | { readonly kind: 'timeout' }
  | { readonly kind: 'failed'; readonly reason: string };

export interface PostJsonOptions {
  readonly headers: Readonly<Record<string, string>>;
  readonly timeoutMs: number;
  readonly maxAnswerBytes: number;
  readonly versionHeader: string;
  readonly agents: { readonly http: HttpAgent; readonly https: HttpsAgent };
}

/**
 * POSTs a JSON body and reads the whole answer, never throwing. The exchange (connection,
 * request, whole answer) is cut at `timeoutMs`; a cut drops the connection, so no half-read
 * answer is left on a kept-alive socket.
 */
export const postJson = (url: URL, payload: unknown, options: PostJsonOptions): Promise<Exchange> =>
  new Promise((resolve) => {
    const body = JSON.stringify(payload);
    const https = url.protocol === 'https:';
    let settled = false;
    const end = (ended: Exchange) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(ended);
    };
    let outgoing: ReturnType<typeof httpRequest>;
    try {
      outgoing = (https ? httpsRequest : httpRequest)(url, {
        method: 'POST',
        agent: https ? options.agents.https : options.agents.http,
        headers: { ...options.headers, 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), accept: 'application/json' },
      });
    } catch (error) {
      resolve({ kind: 'failed', reason: `request not sent: ${error instanceof Error ? error.message : String(error)}` });
      return;
    }
    const timer = setTimeout(() => {
      end({ kind: 'timeout' });
      outgoing.destroy();
    }, options.timeoutMs);
    outgoing.on('error', (error: NodeJS.ErrnoException) => end({ kind: 'failed', reason: `connection: ${error.code ?? error.message}` }));
    outgoing.on('response', (response: IncomingMessage) => {
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > options.maxAnswerBytes) {
          end({ kind: 'failed', reason: `answer larger than ${options.maxAnswerBytes} bytes` });
          outgoing.destroy();
        } else chunks.push(chunk);
      });
      response.on('error', (error: NodeJS.ErrnoException) => end({ kind: 'failed', reason: `answer cut: ${error.code ?? error.message}` }));
      response.on('end', () => {
        const version = response.headers[options.versionHeader];
        end({
          kind: 'answered',
          status: response.statusCode ?? 0,
          contentType: response.headers['content-type'],
          version: Array.isArray(version) ? version.join(',') : version,
          body: Buffer.concat(chunks).toString('utf8'),
        });
      });
    });
    outgoing.end(body);
  });

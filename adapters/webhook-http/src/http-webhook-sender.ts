import { request as httpRequest, type ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { WebhookRequest, WebhookResponse, WebhookSender } from '@parasol/core';
import { DestinationGuard, type GuardSettings } from './destination-guard.js';
import { signatureHeaders } from './signature-headers.js';

/** A 2xx must come back within this (the whole exchange: connect, send, headers). */
export const DELIVERY_TIMEOUT_MS = 10_000;
/** Bytes of a receiver's answer read before the connection is dropped: the body is never kept. */
export const RESPONSE_BODY_CAP = 4096;

export interface HttpWebhookSenderSettings extends GuardSettings {
  readonly timeoutMs?: number;
}

/**
 * Sends one signed delivery with Node's http(s) client: POST, `content-type: application/json`,
 * the Standard Webhooks headers, redirects not followed (a 3xx is a failure: a receiver cannot
 * send our signed body elsewhere), at most RESPONSE_BODY_CAP bytes of the answer read. Never
 * throws; the error texts name what failed, never a header, a secret or the body.
 */
export class HttpWebhookSender implements WebhookSender {
  private readonly guard: DestinationGuard;
  private readonly timeoutMs: number;

  constructor(settings: HttpWebhookSenderSettings) {
    this.guard = new DestinationGuard(settings);
    this.timeoutMs = settings.timeoutMs ?? DELIVERY_TIMEOUT_MS;
  }

  send(request: WebhookRequest): Promise<WebhookResponse> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return Promise.resolve({ ok: false, error: 'invalid url', durationMs: 0 });
    }
    const route = this.guard.agentFor(url, request.mode);
    if ('refused' in route) return Promise.resolve({ ok: false, error: route.refused, durationMs: 0 });
    const body = Buffer.from(request.body, 'utf8');
    const headers = {
      'content-type': 'application/json',
      'content-length': String(body.length),
      'user-agent': 'Parasol-Webhooks/1',
      ...signatureHeaders(request.messageId, request.timestamp, request.body, request.secrets),
    };
    return new Promise<WebhookResponse>((resolve) => {
      let settled = false;
      const finish = (response: Omit<WebhookResponse, 'durationMs'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...response, durationMs: took() });
      };
      const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
      let outgoing: ClientRequest;
      const attempt = (again: boolean) => {
        outgoing = send(url, { method: 'POST', headers, agent: route.agent }, (incoming) => {
          // The status decides, as soon as it arrives; the body is read to the cap and dropped.
          const status = incoming.statusCode ?? 0;
          if (status >= 200 && status < 300) finish({ ok: true, httpStatus: status });
          else finish({ ok: false, httpStatus: status, error: status >= 300 && status < 400 ? 'redirect' : `http ${status}` });
          let read = 0;
          incoming.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read >= RESPONSE_BODY_CAP) incoming.destroy();
          });
          incoming.on('error', () => {});
        });
        const sent = outgoing;
        sent.on('error', (error: NodeJS.ErrnoException) => {
          // A kept-alive connection the receiver closed as we reused it: once more, on another socket
          // (the receiver may have seen the first; it deduplicates on webhook-id, as after a crash).
          if (!again && sent.reusedSocket && !settled && (error.code === 'ECONNRESET' || error.code === 'EPIPE')) attempt(true);
          else finish({ ok: false, error: describe(error) });
        });
        sent.end(body);
      };
      const timer = setTimeout(() => {
        finish({ ok: false, error: 'timeout' });
        outgoing.destroy();
      }, this.timeoutMs);
      attempt(false);
    });
  }
}

/** What failed, in words: the SSRF guard's refusal, or the socket's error code. */
const describe = (error: NodeJS.ErrnoException): string => {
  if (/is not allowed/.test(error.message)) return `ssrf refused: ${error.message.replace(/^DNS lookup /, '')}`;
  return error.code ?? error.message;
};

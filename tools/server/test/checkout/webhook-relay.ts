import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface WebhookRelay {
  /** The --webhook-url to give payments-sim. */
  url: string;
  /** The Parasol servers (base URLs) each webhook is delivered to. */
  targets: string[];
  close(): Promise<void>;
}

/**
 * Where payments-sim's webhooks go: a relay that delivers each one, byte for byte with its
 * signature, to the instances named by `targets` (both at once: a deployment whose provider
 * retried on the other instance; or one of them), answering the worst status met.
 */
export async function startWebhookRelay(): Promise<WebhookRelay> {
  const relay: WebhookRelay = { url: '', targets: [] as string[], close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  const server: Server = createServer((incoming, outgoing) => {
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      const headers = { 'content-type': String(incoming.headers['content-type']), 'stripe-signature': String(incoming.headers['stripe-signature']) };
      const body = Buffer.concat(chunks);
      Promise.all(relay.targets.map((target) => fetch(`${target}/payments/stripe/webhook`, { method: 'POST', headers, body }).then((r) => r.status))).then(
        (statuses) => outgoing.writeHead(Math.max(...statuses)).end(),
        () => outgoing.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payments/stripe/webhook`;
  return relay;
}


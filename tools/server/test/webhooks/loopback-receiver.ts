import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Received {
  readonly headers: IncomingHttpHeaders;
  readonly body: string;
  readonly status: number;
}

/**
 * A real HTTP server on 127.0.0.1 that records what it is sent and answers `status` (200 unless
 * told otherwise): a partner's webhook receiver, started and stopped by the test.
 */
export class LoopbackReceiver {
  readonly received: Received[] = [];
  status = 200;
  /** Extra response headers, e.g. a Location for a redirect. */
  headers: Record<string, string> = {};
  /** When set, the next request is recorded (status 0) and never answered: a sender dies waiting. */
  hangNext = false;
  /** Called with each request as it arrives. */
  onReceive: ((received: Received) => void) | undefined;
  private server: Server | undefined;
  private port = 0;

  async start(port = 0): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (this.hangNext) {
          this.hangNext = false;
          const hung = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status: 0 };
          this.received.push(hung);
          this.onReceive?.(hung);
          return;
        }
        const received = { headers: req.headers, body: Buffer.concat(chunks).toString('utf8'), status: this.status };
        this.received.push(received);
        this.onReceive?.(received);
        res.writeHead(this.status, { 'content-type': 'text/plain', ...this.headers });
        res.end('ok');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(port, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${this.port}/hooks`;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    server?.closeAllConnections();
  }

  /** The bodies received, parsed. */
  events(): { id: string; type: string; createdAt: string; data: Record<string, unknown> }[] {
    return this.received.filter((r) => r.status >= 200 && r.status < 300).map((r) => JSON.parse(r.body));
  }
}

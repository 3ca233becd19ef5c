import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A partner's receiver on 127.0.0.1 that answers nothing until the test releases it: a slow
 * endpoint. It records each request as it arrives and whether the sender gave up on it meanwhile.
 */
export class HeldReceiver {
  readonly arrived: { body: string; abandoned: boolean }[] = [];
  private readonly held: ServerResponse[] = [];
  private released = false;
  private server: Server | undefined;
  onArrive: (() => void) | undefined;

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const request = { body: Buffer.concat(chunks).toString('utf8'), abandoned: false };
        this.arrived.push(request);
        res.on('close', () => (request.abandoned ||= !res.writableEnded));
        if (this.released) res.end('ok');
        else this.held.push(res);
        this.onArrive?.();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return this;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/hooks`;
  }

  /** Answers 200 to every request held, and to every one from now on. */
  release(): void {
    this.released = true;
    for (const res of this.held.splice(0)) res.end('ok');
  }

  /** How many requests wait for their answer, the sender still waiting on each. */
  heldOpen(): number {
    return this.held.filter((res) => !res.writableEnded && !res.destroyed).length;
  }

  async stop(): Promise<void> {
    this.release();
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => (server.close(() => resolve()), server.closeAllConnections()));
  }
}

/** Resolves once `done()` holds, checked whenever `watch` tells of a request. */
export const until = (done: () => boolean, watch: (check: () => void) => void): Promise<void> =>
  new Promise((resolve) => {
    const check = () => {
      if (done()) resolve();
    };
    watch(check);
    check();
  });

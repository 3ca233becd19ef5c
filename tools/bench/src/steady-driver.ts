import { Agent, request } from 'node:http';
import type { WireRequest } from './bench-requests.js';
import type { DrivenChange } from './webhook-figures.js';

/** The driver's timer period: a change goes out at most this late when the runner keeps up. */
export const DRIVER_TICK_MS = 5;

export interface DrivenPhase {
  readonly changes: readonly DrivenChange[];
  /** Answers by status ("200": 12000), and transport errors. */
  readonly statuses: Readonly<Record<string, number>>;
  readonly errors: number;
}

/**
 * Sends `requests` to `url` at a steady `rate` a second on a fixed schedule (open loop: the n-th
 * is due at start + n / rate, whatever the answers before it; a tick late sends what fell due, so
 * a slow spell of the runner is caught up, not dropped), over kept-alive connections, and resolves
 * once every answer is in. The requests are signed before: the loop only hands them out.
 */
export const driveSteadily = async (url: string, requests: readonly WireRequest[], rate: number, firstNumber: number): Promise<DrivenPhase> => {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const statuses: Record<string, number> = {};
  let errors = 0;
  const changes: DrivenChange[] = [];
  const answers: Promise<void>[] = [];
  const send = (wire: WireRequest) =>
    new Promise<void>((resolve) => {
      const outgoing = request(`${url}${wire.path}`, { method: wire.method, headers: wire.headers, agent }, (incoming) => {
        const status = String(incoming.statusCode ?? 0);
        statuses[status] = (statuses[status] ?? 0) + 1;
        incoming.resume();
        incoming.on('end', resolve);
        incoming.on('error', resolve);
      });
      outgoing.on('error', () => {
        errors++;
        resolve();
      });
      outgoing.end(wire.body);
    });
  const start = Date.now();
  let sent = 0;
  await new Promise<void>((finished) => {
    const tick = () => {
      const now = Date.now();
      const due = Math.min(requests.length, Math.floor(((now - start) * rate) / 1000) + 1);
      for (; sent < due; sent++) {
        changes.push({ n: firstNumber + sent, dueAt: start + (sent * 1000) / rate, sentAt: Date.now() });
        answers.push(send(requests[sent] as WireRequest));
      }
      if (sent >= requests.length) finished();
      else setTimeout(tick, DRIVER_TICK_MS);
    };
    tick();
  });
  await Promise.all(answers);
  agent.destroy();
  return { changes, statuses, errors };
};

import type { Logger, WebhookRound } from '@parasol/core';

/** How often a serving instance runs a webhook round when nothing says otherwise. */
export const WEBHOOK_ROUND_EVERY_MS = 1000;

export interface WebhookLoop {
  /** Stops after the round under way, if any (at shutdown, before the storage closes). */
  stop(): Promise<void>;
}

/**
 * The dispatcher's timer (composition, not core): one webhook round (validation sweep, relay,
 * dispatch) every `everyMs`, one at a time, the next scheduled when the last has ended. A round
 * that fails (storage unreachable) is told at warn and the loop goes on: deliveries are in the
 * store and the next round takes them up. The timer does not hold the process open.
 */
export function startWebhookLoop(round: () => Promise<WebhookRound>, options: { readonly everyMs?: number; readonly logger: Logger }): WebhookLoop {
  const everyMs = options.everyMs ?? WEBHOOK_ROUND_EVERY_MS;
  let stopped = false;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round().then(
        () => undefined,
        (e: unknown) => options.logger.warn('webhook round failed; the next one retries', { error: e instanceof Error ? e.name : 'unknown', detail: e instanceof Error ? e.message : String(e) }),
      );
      void current.then(schedule);
    }, everyMs);
    timer.unref();
  };
  schedule();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}

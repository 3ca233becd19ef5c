import type { Logger, WebhookRound } from '@parasol/core';

/** How often a serving instance runs a full webhook round (the validation sweep included) when nothing says otherwise. */
export const WEBHOOK_ROUND_EVERY_MS = 1000;

export interface WebhookLoop {
  /**
   * An event waits (a write recorded one, a resend was asked): a prompt round runs as soon as the
   * one under way ends, or at once when none is. Cheap to call on every write: wakes coalesce.
   */
  wake(): void;
  /**
   * Stops after the round under way, if any, and the sends under way (`settled`): at shutdown,
   * before the storage closes, so no attempt is cut off between its send and its record.
   */
  stop(): Promise<void>;
}

export interface WebhookLoopOptions {
  /** The cadence of full rounds (default WEBHOOK_ROUND_EVERY_MS). */
  readonly everyMs?: number;
  readonly logger: Logger;
  /**
   * The relay and the dispatcher without the validation sweep: what a wake, or a round that filled
   * a batch, needs (the sweep's time-validated sales wait for the cadence; they are dated when their
   * 14 days ended, not when they are sent). Absent: every round is a full one.
   */
  readonly prompt?: () => Promise<WebhookRound>;
  /** When rounds end before their sends settle: resolves once every send under way has (awaited by `stop`). */
  readonly settled?: () => Promise<void>;
}

/**
 * Whether more may be waiting right now: a batch came back whole, and the round moved something
 * (one that moved nothing would find the same batch again: deliveries waiting behind another
 * instance's sends, say; the cadence takes those up).
 */
const mayHaveMore = (round: WebhookRound): boolean => round.filled && round.relayed + round.attempted > 0;

/**
 * The dispatcher's timer (composition, not core). A full round (validation sweep, relay,
 * dispatch) every `everyMs`; between them, a prompt round (relay, dispatch) as soon as it is woken,
 * and again right after a round that filled a batch (the relay read a whole batch of documents
 * from a source, or the log gave a whole batch of due deliveries) and moved something, until one
 * does not: so an event recorded on this instance is on its way within milliseconds, and a
 * backlog drains at the speed of the rounds, not one batch a second. A round that moved something
 * without filling a batch saw all there was: going again would only find nothing (an event
 * recorded meanwhile on this instance wakes the loop by itself). Rounds run one at a time, the
 * next started when the last has ended; a wake during a round asks for one more after it.
 *
 * A round may end before the sends it started have settled (serveWebhooks' rounds do): then
 * whoever composes the loop wakes it when a settled send may let something go, and `stop` waits
 * for the sends (`settled`). A round that fails (storage unreachable) is told at warn and the loop
 * waits for the cadence before the next: deliveries are in the store and a later round takes them
 * up. The timer does not hold the process open.
 */
export function startWebhookLoop(round: () => Promise<WebhookRound>, options: WebhookLoopOptions): WebhookLoop {
  const everyMs = options.everyMs ?? WEBHOOK_ROUND_EVERY_MS;
  const prompt = options.prompt ?? round;
  let stopped = false;
  let running = false;
  /** A wake came while a round ran, or a round filled a batch: one more right after. */
  let again = false;
  let nextFullAt = Date.now() + everyMs;
  let current: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let soon: NodeJS.Immediate | undefined;

  const run = () => {
    timer = undefined;
    soon = undefined;
    if (stopped || running) return;
    running = true;
    again = false;
    const full = Date.now() >= nextFullAt;
    current = (full ? round() : prompt()).then(
      (result) => {
        if (mayHaveMore(result)) again = true;
      },
      (e: unknown) => {
        // Not straight again: an outage would spin. The cadence retries.
        again = false;
        options.logger.warn('webhook round failed; the next one retries', { error: e instanceof Error ? e.name : 'unknown', detail: e instanceof Error ? e.message : String(e) });
      },
    );
    void current.then(() => {
      running = false;
      if (full) nextFullAt = Date.now() + everyMs;
      schedule();
    });
  };

  const schedule = () => {
    if (stopped || running) return;
    if (again) {
      // setImmediate: the writes and answers waiting on the event loop go first.
      if (soon === undefined) soon = setImmediate(run);
      return;
    }
    if (timer !== undefined || soon !== undefined) return;
    timer = setTimeout(run, Math.max(0, nextFullAt - Date.now()));
    timer.unref();
  };

  schedule();
  return {
    wake() {
      if (stopped) return;
      again = true;
      if (running || soon !== undefined) return;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      soon = setImmediate(run);
    },
    async stop() {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      if (soon !== undefined) clearImmediate(soon);
      await current;
      await options.settled?.();
    },
  };
}

/** What a composition's webhooks give the loop (createEmbeddedParasol's `webhooks`). */
export interface ComposedWebhooks {
  /** Rounds that end once their sends are under way, not settled. */
  startRound(): Promise<WebhookRound>;
  startPrompt(): Promise<WebhookRound>;
  /** Told when a send settles while a delivery may be waiting for it (WebhookEngine.onSettled). */
  onSettled(listener: () => void): void;
  settled(): Promise<void>;
  onRecorded(listener: () => void): void;
}

/**
 * The loop as `parasol serve` runs it: full rounds on the cadence, and a prompt round woken by
 * every write of this process that records an event, and by a send that settles while the
 * dispatcher holds a delivery back for it (no place was free; or the delivery is the next of the
 * send's object, seen waiting behind it or possibly hidden by the dispatcher's skip list).
 * A send that settles when nothing was held back wakes nobody: the round that started it saw
 * every delivery there was, so an isolated event costs one round, not three. Rounds only claim
 * deliveries and start their sends: one endpoint that answers slowly, or not at all until the
 * sender's timeout, holds up its own deliveries and no other endpoint's. The benchmark runs this
 * same function.
 */
export function serveWebhooks(webhooks: ComposedWebhooks, options: { readonly everyMs?: number; readonly logger: Logger }): WebhookLoop {
  const loop = startWebhookLoop(() => webhooks.startRound(), { ...options, prompt: () => webhooks.startPrompt(), settled: () => webhooks.settled() });
  webhooks.onRecorded(loop.wake);
  webhooks.onSettled(loop.wake);
  return loop;
}

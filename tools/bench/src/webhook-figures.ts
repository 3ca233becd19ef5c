import { percentile, spreadOf, type Spread } from './paired-stats.js';

/**
 * The figures of the webhooks scenario (pure functions; tools/bench/test checks them). The driver
 * makes state changes (postbacks, each booking a sale: one `sale.booked` event) at a steady rate
 * on a fixed schedule, numbered from 0; the receiver notes when each event first arrived. A round
 * is a run of consecutive changes (its share of the schedule), and gives:
 *
 * - **delivered events per second**: the round's events that arrived, over the round's seconds on
 *   the schedule, or longer when the driver fell behind it (the last change of the round sent after
 *   its slot by more than the driver's tick): at a steady 1,000 a second it reads 1,000 exactly when every event of
 *   the round arrived and the schedule was kept, less otherwise. An event that never arrived costs
 *   its share; the instance's capacity above the offered rate is not what this reads (drive it
 *   harder with `--webhook-rate` to see it);
 * - the **latency** of each of its events, from the state change (the event's `createdAt`, the
 *   ledger entry's time, taken by the server) to its arrival at the receiver (the receiver's clock:
 *   the same machine), p50 and p99 by nearest rank; an event that never arrived counts as
 *   infinitely late, so more than 1 % of them lost makes the p99 infinite.
 *
 * A figure is the median over the rounds, with its interquartile range, as every other target's.
 */

/** One change the driver made: its number, when it was due on the schedule and when it went out (ms, the runner's clock). */
export interface DrivenChange {
  readonly n: number;
  readonly dueAt: number;
  readonly sentAt: number;
}

/** One event as the receiver first saw it: the change's number, the event's createdAt and its arrival (epoch ms). */
export interface ArrivedEvent {
  readonly n: number;
  readonly createdAt: number;
  readonly receivedAt: number;
}

export interface WebhookRound {
  readonly events: number;
  readonly delivered: number;
  readonly seconds: number;
  readonly deliveredPerSecond: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  /** How far the driver's most late send of the round was behind its slot (ms): information. */
  readonly driverLagMs: number;
}

/**
 * The round made of `changes` (consecutive, on a schedule of `rate` a second), judged on what
 * `arrivals` holds of them, read at `readAt`. `tickMs`: the driver's timer period, the lateness a
 * kept schedule has.
 */
export const webhookRound = (changes: readonly DrivenChange[], arrivals: ReadonlyMap<number, ArrivedEvent>, settings: { readonly rate: number; readonly tickMs: number; readonly readAt: number }): WebhookRound => {
  const { rate, tickMs, readAt } = settings;
  const latencies: number[] = [];
  let delivered = 0;
  let lag = 0;
  for (const change of changes) {
    lag = Math.max(lag, change.sentAt - change.dueAt);
    const arrived = arrivals.get(change.n);
    if (arrived === undefined) latencies.push(Math.max(0, readAt - change.dueAt));
    else {
      delivered++;
      latencies.push(Math.max(0, arrived.receivedAt - arrived.createdAt));
    }
  }
  latencies.sort((a, b) => a - b);
  const scheduled = changes.length / rate;
  // The round has offered all its changes when its last went out: within a tick of its slot is
  // on schedule (a stall caught up before the end took nothing from the offered rate); later
  // stretches the round by as much.
  const last = changes[changes.length - 1];
  const late = last === undefined ? 0 : last.sentAt - last.dueAt;
  const seconds = scheduled + (late > tickMs ? late / 1000 : 0);
  return {
    events: changes.length,
    delivered,
    seconds: Number(seconds.toFixed(3)),
    deliveredPerSecond: changes.length === 0 ? Number.NaN : delivered / seconds,
    p50Ms: percentile(latencies, 50),
    p99Ms: percentile(latencies, 99),
    driverLagMs: Math.round(lag),
  };
};

/** `changes` cut into rounds of `perRound` consecutive changes (a last short one dropped). */
export const roundsOf = <T>(changes: readonly T[], perRound: number): T[][] => {
  const rounds: T[][] = [];
  for (let at = 0; at + perRound <= changes.length; at += perRound) rounds.push(changes.slice(at, at + perRound));
  return rounds;
};

export interface WebhookSummary {
  readonly deliveredPerSecond: Spread;
  readonly p50Ms: Spread;
  readonly p99Ms: Spread;
}

export const webhookSummary = (rounds: readonly WebhookRound[]): WebhookSummary => ({
  deliveredPerSecond: spreadOf(rounds.map((r) => r.deliveredPerSecond)),
  p50Ms: spreadOf(rounds.map((r) => r.p50Ms)),
  p99Ms: spreadOf(rounds.map((r) => r.p99Ms)),
});

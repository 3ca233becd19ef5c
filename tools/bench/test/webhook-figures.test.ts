import { expect } from 'chai';
import { roundsOf, webhookRound, webhookSummary, type ArrivedEvent, type DrivenChange } from '../src/webhook-figures.js';

/** `count` changes from number `first`, due every 1000/rate ms from `start`, each sent `lateMs(i)` after its slot. */
const changes = (count: number, rate: number, start = 0, first = 0, lateMs: (i: number) => number = () => 0): DrivenChange[] =>
  Array.from({ length: count }, (_, i) => ({ n: first + i, dueAt: start + (i * 1000) / rate, sentAt: start + (i * 1000) / rate + lateMs(i) }));

/** Every change arrived `latency(i)` ms after its state change, made 1 ms after its slot. */
const arrivalsOf = (driven: readonly DrivenChange[], latency: (i: number) => number): Map<number, ArrivedEvent> =>
  new Map(driven.map((c, i) => [c.n, { n: c.n, createdAt: c.dueAt + 1, receivedAt: c.dueAt + 1 + latency(i) }]));

const settings = { rate: 1000, tickMs: 5, readAt: 10_000 };

describe('bench: the webhook scenario\'s figures', () => {
  it('reads the offered rate when every event arrived and the schedule was kept, and the latency by nearest rank', () => {
    const driven = changes(1000, 1000);
    // 1 to 1000 ms: p50 is the 500th, p99 the 990th.
    const round = webhookRound(driven, arrivalsOf(driven, (i) => i + 1), settings);
    expect(round).to.include({ events: 1000, delivered: 1000, seconds: 1, deliveredPerSecond: 1000, p50Ms: 500, p99Ms: 990 });
  });

  it('counts a missing event against the rate, and as late as its slot is from the reading', () => {
    const driven = changes(100, 100);
    const arrivals = arrivalsOf(driven, () => 10);
    arrivals.delete(0);
    arrivals.delete(1);
    const round = webhookRound(driven, arrivals, { rate: 100, tickMs: 5, readAt: 5000 });
    expect(round.delivered).to.equal(98);
    expect(round.deliveredPerSecond).to.equal(98);
    // Two missing of 100: the 99th value is a missing one's lower bound, 5000 - 10 ms.
    expect(round.p99Ms).to.equal(4990);
    expect(round.p50Ms).to.equal(10);
  });

  it('stretches the round by how late its last change went out, beyond a tick; a stall caught up before the end costs nothing', () => {
    const driven = changes(1000, 1000, 0, 0, (i) => (i === 999 ? 100 : 0));
    const late = webhookRound(driven, arrivalsOf(driven, () => 5), settings);
    expect(late.seconds).to.equal(1.1);
    expect(late.deliveredPerSecond).to.be.closeTo(1000 / 1.1, 1e-9);
    const caughtUp = changes(1000, 1000, 0, 0, (i) => (i >= 200 && i < 260 ? 60 - (i - 200) : i === 999 ? 4 : 0));
    const kept = webhookRound(caughtUp, arrivalsOf(caughtUp, () => 5), settings);
    expect(kept).to.include({ seconds: 1, deliveredPerSecond: 1000, driverLagMs: 60 });
  });

  it('never counts an arrival from before the change as negative latency (clocks read in whole ms)', () => {
    const driven = changes(10, 1000);
    const round = webhookRound(driven, arrivalsOf(driven, () => -1), settings);
    expect(round.p99Ms).to.equal(0);
  });

  it('cuts the changes into whole rounds and summarises their medians', () => {
    expect(roundsOf([1, 2, 3, 4, 5, 6, 7], 3)).to.deep.equal([[1, 2, 3], [4, 5, 6]]);
    const rounds = [0, 1, 2].map((r) => {
      const driven = changes(100, 100, r * 1000, r * 100);
      return webhookRound(driven, arrivalsOf(driven, () => 10 * (r + 1)), { rate: 100, tickMs: 5, readAt: 10_000 });
    });
    const summary = webhookSummary(rounds);
    expect(summary.p99Ms).to.include({ median: 20, q1: 15, q3: 25, n: 3 });
    expect(summary.deliveredPerSecond.median).to.equal(100);
  });
});

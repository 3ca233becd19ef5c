import { expect } from 'chai';
import fc from 'fast-check';
import { dailyWindow, endOfDay, minuteWindow, secondsUntil } from '../../src/limits/windows.js';

const DAY = 86_400_000;
/** Instants from 2000 to 2100. */
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('limits: time windows', () => {
  it('property: the daily window ends at the next UTC midnight and is named for the UTC date', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const { name, endsAt } = dailyWindow(now);
        const next = new Date(now);
        const nextMidnight = Date.UTC(next.getUTCFullYear(), next.getUTCMonth(), next.getUTCDate() + 1);
        return endsAt === nextMidnight && name === new Date(now).toISOString().slice(0, 10);
      }),
    );
  });

  it('property: endOfDay is the daily window\'s end, midnight itself included', () => {
    fc.assert(fc.property(instant, (now) => endOfDay(now) === dailyWindow(now).endsAt));
    expect(endOfDay(Date.UTC(2026, 0, 2))).to.equal(Date.UTC(2026, 0, 3));
    expect(endOfDay(Date.UTC(2026, 0, 2) - 1)).to.equal(Date.UTC(2026, 0, 2));
  });

  it('property: two instants share a daily window exactly when they share a UTC date', () => {
    fc.assert(
      fc.property(instant, instant, (a, b) => (dailyWindow(a).name === dailyWindow(b).name) === (new Date(a).toISOString().slice(0, 10) === new Date(b).toISOString().slice(0, 10))),
    );
  });

  it('property: the minute window ends on the next whole minute, 1 ms to 60 s away', () => {
    fc.assert(
      fc.property(instant, (now) => {
        const { endsAt } = minuteWindow(now);
        return endsAt % 60_000 === 0 && endsAt > now && endsAt - now <= 60_000;
      }),
    );
  });

  it('property: instants share a minute window exactly when they fall in the same clock minute', () => {
    fc.assert(fc.property(instant, instant, (a, b) => (minuteWindow(a).name === minuteWindow(b).name) === (Math.floor(a / 60_000) === Math.floor(b / 60_000))));
  });

  it('names the minute by its number since the epoch, and the day by its UTC date', () => {
    expect(minuteWindow(Date.UTC(2026, 0, 1, 0, 1, 30))).to.deep.equal({ name: String(Date.UTC(2026, 0, 1, 0, 1) / 60_000), endsAt: Date.UTC(2026, 0, 1, 0, 2) });
    expect(dailyWindow(Date.UTC(2026, 0, 1, 23, 59, 59, 999))).to.deep.equal({ name: '2026-01-01', endsAt: Date.UTC(2026, 0, 2) });
  });

  it('property: secondsUntil rounds up and is never below 1', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -DAY, max: DAY }), (now, delta) => {
        const s = secondsUntil(now + delta, now);
        return s >= 1 && s === Math.max(1, Math.ceil(delta / 1000));
      }),
    );
  });

  it('counts 1 s to a midnight 1 ms away and a full day from midnight itself', () => {
    const midnight = Date.UTC(2026, 0, 2);
    expect(secondsUntil(dailyWindow(midnight - 1).endsAt, midnight - 1)).to.equal(1);
    expect(secondsUntil(dailyWindow(midnight).endsAt, midnight)).to.equal(86_400);
    expect(dailyWindow(midnight).name).to.equal('2026-01-02');
  });
});

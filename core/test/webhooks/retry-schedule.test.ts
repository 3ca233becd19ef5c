import { expect } from 'chai';
import { DEFAULT_RETRY_SCHEDULE, parseIsoDuration, parseRetrySchedule, spanOf } from '../../src/webhooks/retry-schedule.js';

describe('webhooks: the retry schedule', () => {
  it('spreads 8 attempts over exactly 3 days by default, each wait longer than the one before', () => {
    expect(DEFAULT_RETRY_SCHEDULE).to.have.length(7);
    expect(spanOf(DEFAULT_RETRY_SCHEDULE)).to.equal(3 * 86_400_000);
    DEFAULT_RETRY_SCHEDULE.slice(1).forEach((wait, i) => expect(wait).to.be.greaterThan(DEFAULT_RETRY_SCHEDULE[i]!));
  });

  it('reads ISO 8601 durations of weeks, days, hours, minutes and seconds', () => {
    expect(parseIsoDuration('PT1S')).to.equal(1000);
    expect(parseIsoDuration('PT0.5S')).to.equal(500);
    expect(parseIsoDuration('PT5M')).to.equal(300_000);
    expect(parseIsoDuration('PT2H30M')).to.equal(9_000_000);
    expect(parseIsoDuration('P1D')).to.equal(86_400_000);
    expect(parseIsoDuration('P1DT1H')).to.equal(90_000_000);
    expect(parseIsoDuration('P1W')).to.equal(604_800_000);
  });

  it('refuses what is no duration, a month or a year (their length depends on the date), and no wait at all', () => {
    for (const bad of ['', 'P', 'PT', '1S', 'PT1', 'P1M', 'P1Y', 'PT-1S', 'PT0S', 'pt1s', 'PT1S ']) expect(() => parseIsoDuration(bad), bad).to.throw();
  });

  it('PARASOL_WEBHOOKS_RETRY_SCHEDULE: comma-separated durations, spaces allowed, an empty one refused with the variable named', () => {
    expect(parseRetrySchedule('PT1S,PT2S,PT4S')).to.deep.equal([1000, 2000, 4000]);
    expect(parseRetrySchedule('PT1S, PT2S')).to.deep.equal([1000, 2000]);
    expect(() => parseRetrySchedule('PT1S,,PT2S')).to.throw(/PARASOL_WEBHOOKS_RETRY_SCHEDULE/);
    expect(() => parseRetrySchedule('PT1S,soon')).to.throw(/PARASOL_WEBHOOKS_RETRY_SCHEDULE: "soon"/);
  });
});

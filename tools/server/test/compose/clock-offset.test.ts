import { expect } from 'chai';
import { ClockOffsetError, OffsetClock, describeOffset, parseClockOffset } from '../../src/compose/clock-offset.js';

const DAY = 86_400_000;

describe('PARASOL_CLOCK_OFFSET', () => {
  it('reads ISO 8601 durations in weeks, days, hours, minutes and seconds, with a sign', () => {
    expect(parseClockOffset('P15D')).to.equal(15 * DAY);
    expect(parseClockOffset('PT2H')).to.equal(7_200_000);
    expect(parseClockOffset('-P1D')).to.equal(-DAY);
    expect(parseClockOffset('+P1W')).to.equal(7 * DAY);
    expect(parseClockOffset('P1DT12H30M')).to.equal(DAY + 12.5 * 3_600_000);
    expect(parseClockOffset('PT0.5S')).to.equal(500);
  });

  it('refuses what is not such a duration, naming the variable and an example; years and months by name', () => {
    for (const text of ['15D', 'P', 'PT', 'P1DT', '15 days', 'P-1D', '']) {
      expect(() => parseClockOffset(text), text).to.throw(ClockOffsetError, /PARASOL_CLOCK_OFFSET must be an ISO 8601 duration.*P15D/);
    }
    expect(() => parseClockOffset('P1M')).to.throw(ClockOffsetError, /years and months have no fixed length/);
    expect(() => parseClockOffset('P1Y')).to.throw(ClockOffsetError, /years and months have no fixed length/);
  });

  it('moves now by the offset and keeps the real time for signatures', () => {
    const clock = new OffsetClock(15 * DAY);
    const before = Date.now();
    const [now, wall] = [clock.now(), clock.wallNow()];
    expect(now - 15 * DAY).to.be.at.least(before).and.at.most(Date.now());
    expect(wall).to.be.at.least(before).and.at.most(Date.now());
  });

  it('says the offset in words for the start-up warning', () => {
    expect(describeOffset(15 * DAY)).to.equal('+15 days');
    expect(describeOffset(-(DAY + 3_600_000))).to.equal('-1 day 1 hour');
  });
});

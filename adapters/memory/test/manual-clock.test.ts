import { expect } from 'chai';
import { ManualClock } from '../src/index.js';

describe('memory: ManualClock', () => {
  it('stands still until it is set or advanced', () => {
    const clock = new ManualClock(1_000);
    expect([clock.now(), clock.now()]).to.deep.equal([1_000, 1_000]);
    clock.advance(500);
    expect(clock.now()).to.equal(1_500);
    clock.set(42);
    expect(clock.now()).to.equal(42);
  });
});

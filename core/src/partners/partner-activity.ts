import { inject, injectable } from 'inversify';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';

/** Lifetime sandbox activity of a partner, which gates live access (10 price calls, 1 link). */
export type ActivityKind = 'sandboxPriceCalls' | 'sandboxLinksMinted';

// The largest valid JS Date, so a MongoDB adapter can still turn it into an expiry index value.
const FOREVER = 8_640_000_000_000_000;

@injectable()
export class PartnerActivity {
  constructor(@inject(COUNTER_STORE) private readonly counters: CounterStore) {}

  /** Counts one. */
  async record(partnerCode: string, kind: ActivityKind): Promise<void> {
    await this.counters.increment(activityName(partnerCode, kind), FOREVER, FOREVER);
  }

  async read(partnerCode: string, now: number): Promise<Record<ActivityKind, number>> {
    const [sandboxPriceCalls, sandboxLinksMinted] = await Promise.all([
      this.counters.read(activityName(partnerCode, 'sandboxPriceCalls'), now),
      this.counters.read(activityName(partnerCode, 'sandboxLinksMinted'), now),
    ]);
    return { sandboxPriceCalls, sandboxLinksMinted };
  }
}

const activityName = (partnerCode: string, kind: ActivityKind): string => `activity:${partnerCode}:${kind}`;

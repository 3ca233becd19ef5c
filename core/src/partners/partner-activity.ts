import { inject, injectable } from 'inversify';
import { COUNTER_STORE, type CounterStore } from '../ports/counter-store.js';
import { isPending, type Settled } from '../shared/settled.js';

/** Lifetime sandbox activity of a partner, which gates live access (10 price calls, 1 link). */
export type ActivityKind = 'sandboxPriceCalls' | 'sandboxLinksMinted';

// The largest valid JS Date, so a MongoDB adapter can still turn it into an expiry index value.
const FOREVER = 8_640_000_000_000_000;

/** Partners whose counter names are kept; the maps start over past it. */
const NAMES_CAPACITY = 10_000;

@injectable()
export class PartnerActivity {
  private readonly priceCallNames = new Map<string, string>();
  private readonly linkNames = new Map<string, string>();

  constructor(@inject(COUNTER_STORE) private readonly counters: CounterStore) {}

  /** Counts one; at once when the counter store answers at once. */
  record(partnerCode: string, kind: ActivityKind): Settled<void> {
    const reading = this.counters.increment(this.name(partnerCode, kind), FOREVER, FOREVER);
    return isPending(reading) ? reading.then(() => undefined) : undefined;
  }

  async read(partnerCode: string, now: number): Promise<Record<ActivityKind, number>> {
    const [sandboxPriceCalls, sandboxLinksMinted] = await Promise.all([
      this.counters.read(this.name(partnerCode, 'sandboxPriceCalls'), now),
      this.counters.read(this.name(partnerCode, 'sandboxLinksMinted'), now),
    ]);
    return { sandboxPriceCalls, sandboxLinksMinted };
  }

  /** Counter names by partner and kind, built once (every sandbox price call records one). */
  private name(partnerCode: string, kind: ActivityKind): string {
    const names = kind === 'sandboxPriceCalls' ? this.priceCallNames : this.linkNames;
    let name = names.get(partnerCode);
    if (name === undefined) {
      name = `activity:${partnerCode}:${kind}`;
      if (names.size >= NAMES_CAPACITY) names.clear();
      names.set(partnerCode, name);
    }
    return name;
  }
}

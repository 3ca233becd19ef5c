import type { DueSkip } from '../ports/webhook-delivery-store.js';

/** How many sends one dispatcher instance may have under way at once. */
export interface InFlightLimits {
  /** In all: a backlog opens at most this many connections, however long it is. */
  readonly maxInFlight: number;
  /** To one endpoint: so endpoints that hang cannot take every place, and the others' deliveries keep going. */
  readonly maxInFlightPerEndpoint: number;
}

/** What a place is taken for: one endpoint's delivery of one object. */
export interface Place {
  readonly endpointId: string;
  readonly orderKey: string;
}

const chainOf = (place: Place): string => JSON.stringify([place.endpointId, place.orderKey]);

/**
 * The places of one dispatcher instance's sends: one is reserved before a delivery is claimed and
 * freed when its attempt has settled (or the claim came to nothing). It knows which endpoints are
 * full and which objects have a delivery on its way, so the dispatcher does not even ask the store
 * for deliveries that must wait, and tells listeners when an attempt settled: a place is free, and
 * the next delivery of that object may go. No I/O, no timer: the serving loop (composition)
 * listens and decides when the next round runs.
 */
export class SendsInFlight {
  private total = 0;
  private readonly byEndpoint = new Map<string, number>();
  private readonly byChain = new Map<string, { readonly place: Place; count: number }>();
  private readonly sending = new Set<Promise<unknown>>();
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly limits: InFlightLimits) {}

  /** Places left in all. */
  free(): number {
    return Math.max(0, this.limits.maxInFlight - this.total);
  }

  /** What a round need not be shown: the full endpoints' deliveries, and those waiting for one of these places. */
  skip(): DueSkip {
    return {
      endpoints: [...this.byEndpoint].filter(([, n]) => n >= this.limits.maxInFlightPerEndpoint).map(([endpointId]) => endpointId),
      chains: [...this.byChain.values()].map(({ place }) => place),
    };
  }

  /** Takes a place; false when none is left, in all or for the endpoint. */
  reserve(place: Place): boolean {
    const mine = this.byEndpoint.get(place.endpointId) ?? 0;
    if (this.total >= this.limits.maxInFlight || mine >= this.limits.maxInFlightPerEndpoint) return false;
    this.total++;
    this.byEndpoint.set(place.endpointId, mine + 1);
    const chain = this.byChain.get(chainOf(place));
    if (chain === undefined) this.byChain.set(chainOf(place), { place: { endpointId: place.endpointId, orderKey: place.orderKey }, count: 1 });
    else chain.count++;
    return true;
  }

  /** Gives a place back: its claim came to nothing (another instance took the delivery, or it was abandoned), or its attempt settled. */
  release(place: Place): void {
    this.total--;
    const mine = (this.byEndpoint.get(place.endpointId) ?? 1) - 1;
    if (mine > 0) this.byEndpoint.set(place.endpointId, mine);
    else this.byEndpoint.delete(place.endpointId);
    const chain = this.byChain.get(chainOf(place));
    if (chain !== undefined && --chain.count === 0) this.byChain.delete(chainOf(place));
  }

  /** Holds the place until `attempt` settles, then frees it and tells the listeners. */
  track<T>(place: Place, attempt: Promise<T>): Promise<T> {
    const settled = attempt.finally(() => {
      this.release(place);
      this.sending.delete(settled);
      for (const listener of this.listeners) listener();
    });
    this.sending.add(settled);
    // The caller handles a failure (a round awaits it, or logs it); this copy only keeps count.
    settled.catch(() => {});
    return settled;
  }

  /** Called each time an attempt settles. */
  onSettled(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** Resolves when every attempt under way has settled (those started meanwhile included). */
  async settled(): Promise<void> {
    while (this.sending.size > 0) await Promise.allSettled([...this.sending]);
  }
}

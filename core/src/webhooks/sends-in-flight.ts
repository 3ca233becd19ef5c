/** How many sends one dispatcher instance may have under way at once. */
export interface InFlightLimits {
  /** In all: a backlog opens at most this many connections, however long it is. */
  readonly maxInFlight: number;
  /** To one endpoint: so endpoints that hang cannot take every place, and the others' deliveries keep going. */
  readonly maxInFlightPerEndpoint: number;
}

/**
 * The places of one dispatcher instance's sends: one is reserved before a delivery is claimed and
 * freed when its attempt has settled (or the claim came to nothing). It knows which endpoints
 * are full, so the dispatcher does not even ask the store for their deliveries, and tells
 * listeners when an attempt settled: a place is free, and the next delivery of that object may go.
 * No I/O, no timer: the serving loop (composition) listens and decides when the next round runs.
 */
export class SendsInFlight {
  private total = 0;
  private readonly byEndpoint = new Map<string, number>();
  private readonly sending = new Set<Promise<unknown>>();
  private readonly listeners: (() => void)[] = [];

  constructor(private readonly limits: InFlightLimits) {}

  /** Places left in all. */
  free(): number {
    return Math.max(0, this.limits.maxInFlight - this.total);
  }

  /** The endpoints with no place left: their due deliveries wait for one of theirs to settle. */
  fullEndpoints(): string[] {
    return [...this.byEndpoint].filter(([, n]) => n >= this.limits.maxInFlightPerEndpoint).map(([endpointId]) => endpointId);
  }

  /** Takes a place for a delivery to this endpoint; false when none is left (in all or for the endpoint). */
  reserve(endpointId: string): boolean {
    const mine = this.byEndpoint.get(endpointId) ?? 0;
    if (this.total >= this.limits.maxInFlight || mine >= this.limits.maxInFlightPerEndpoint) return false;
    this.total++;
    this.byEndpoint.set(endpointId, mine + 1);
    return true;
  }

  /** Gives back a place whose claim came to nothing (another instance took the delivery, or it waits for an earlier one). */
  release(endpointId: string): void {
    this.total--;
    const mine = (this.byEndpoint.get(endpointId) ?? 1) - 1;
    if (mine > 0) this.byEndpoint.set(endpointId, mine);
    else this.byEndpoint.delete(endpointId);
  }

  /** Holds the place until `attempt` settles, then frees it and tells the listeners. */
  track<T>(endpointId: string, attempt: Promise<T>): Promise<T> {
    const settled = attempt.finally(() => {
      this.release(endpointId);
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

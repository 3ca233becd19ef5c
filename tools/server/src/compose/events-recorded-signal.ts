/**
 * Tells the webhook loop that an event waits, the moment a write records one, so it is relayed and
 * sent within milliseconds instead of at the next tick of the cadence (issue 31: p99 below 1 s
 * from the state change to the receiver). Composition, not core: the rules of what an event is and
 * when it is recorded stay in core's store wrappers; this only watches what they write.
 *
 * `watchWrites` wraps a store the webhook engine writes through (the raw sale, subscription and
 * payout stores, and the delivery log): after a `create` or `replace` that succeeded and left the
 * document with events waiting (`outboxAt`: core/src/ports/webhook-outbox.ts), or a `create` of a
 * pending delivery made on request (a resend, a test event), it calls the signal's listeners. The
 * relay's own writes wake nobody: they take `outboxAt` away, and the deliveries they create are
 * looked for by the dispatcher in the same round (a wake would only cost a round that finds
 * nothing). Other instances' writes wake nobody here: the cadence finds them.
 */
export class EventsRecordedSignal {
  private readonly listeners: Array<() => void> = [];

  /** `listener` runs after every write that left an event waiting (keep it cheap: it runs on the write's path). */
  onRecorded(listener: () => void): void {
    this.listeners.push(listener);
  }

  /** The listeners, now. */
  recorded(): void {
    for (const listener of this.listeners) listener();
  }

  /** `store` with its `create` and `replace` telling this signal when they leave an event waiting; every other method as it was. */
  watchWrites<S extends object>(store: S): S {
    const signal = this;
    const watched = new Map<PropertyKey, unknown>();
    const watch = (write: (...args: unknown[]) => Promise<unknown>, created: boolean) =>
      async (...args: unknown[]): Promise<unknown> => {
        const written = await write(...args);
        if (written === true && leavesEventWaiting(args[0], created)) signal.recorded();
        return written;
      };
    return new Proxy(store, {
      get(target, name) {
        const known = watched.get(name);
        if (known !== undefined) return known;
        const value = Reflect.get(target, name, target) as unknown;
        if (typeof value !== 'function') return value;
        // Bound once to the store itself, so its own fields are read without the proxy in between.
        const bound = (value as (...args: unknown[]) => Promise<unknown>).bind(target);
        const method = name === 'create' || name === 'replace' ? watch(bound, name === 'create') : bound;
        watched.set(name, method);
        return method;
      },
    });
  }
}

/**
 * A document with events waiting for the relay, or a new delivery made on request waiting to be
 * sent: a resend or a test event, whose `orderKey` is its own id (WebhookDeliveryRecord). Not
 * the relay's deliveries (their order key is their object's), nor a delivery's later writes,
 * which are the dispatcher's own: its lease, its attempts.
 */
const leavesEventWaiting = (document: unknown, created: boolean): boolean => {
  if (typeof document !== 'object' || document === null) return false;
  const fields = document as { outboxAt?: unknown; deliveryId?: unknown; orderKey?: unknown; status?: unknown };
  return fields.outboxAt !== undefined || (created && fields.deliveryId !== undefined && fields.orderKey === fields.deliveryId && fields.status === 'pending');
};

/**
 * Counts every call of the memory stores' methods: their "round trips" (a MongoDB store's are the
 * wire messages bench-mongo.ts counts). A store wrapped by `counted` is the same store: every
 * method is called on the store itself, only counted on the way.
 */
export class StoreCallCounter {
  private count = 0;

  get calls(): number {
    return this.count;
  }

  reset(): void {
    this.count = 0;
  }

  counted<S extends object>(store: S): S {
    const count = () => {
      this.count += 1;
    };
    return new Proxy(store, {
      get(target, name, receiver) {
        const value = Reflect.get(target, name, receiver) as unknown;
        if (typeof value !== 'function') return value;
        return (...args: unknown[]) => {
          count();
          return (value as (...a: unknown[]) => unknown).apply(target, args);
        };
      },
    });
  }

  /**
   * Every store of a composition counted, the same object twice (the sale store as `settlements`)
   * wrapped once, so what the composition shares stays shared.
   */
  countedStores<T extends object>(stores: T): T {
    const wrapped = new Map<object, object>();
    const out: Record<string, unknown> = {};
    for (const [name, store] of Object.entries(stores)) {
      if (typeof store !== 'object' || store === null) {
        out[name] = store;
        continue;
      }
      let counted = wrapped.get(store);
      if (counted === undefined) wrapped.set(store, (counted = this.counted(store)));
      out[name] = counted;
    }
    return out as T;
  }
}

/** Makes an empty store each time it is called (a new database, collection or map). */
export type StoreFactory<S> = () => Promise<S> | S;

/**
 * One requirement of a port, runnable against any store. A contract is a list of these rather
 * than a block of `it` calls so that this package's own tests can run a single case against a
 * deliberately broken store and show that the case fails: a contract that cannot fail proves
 * nothing about the adapters that pass it.
 */
export interface ContractCase<S> {
  readonly title: string;
  /** `store` is empty; `make` gives further empty stores (property tests need one per run). */
  readonly run: (store: S, make: () => Promise<S>) => Promise<void>;
}

/** Registers one mocha `it` per case under `suite`, each on a fresh store. */
export function runContract<S>(suite: string, cases: readonly ContractCase<S>[], make: StoreFactory<S>): void {
  const fresh = async () => make();
  describe(suite, () => {
    for (const c of cases) it(c.title, async () => c.run(await fresh(), fresh));
  });
}

/** The one case whose title contains `fragment` (throws when none or several match, so a renamed case is noticed). */
export function caseTitled<S>(cases: readonly ContractCase<S>[], fragment: string): ContractCase<S> {
  const found = cases.filter((c) => c.title.includes(fragment));
  if (found.length !== 1) throw new Error(`${found.length} contract cases have a title containing "${fragment}"`);
  return found[0]!;
}

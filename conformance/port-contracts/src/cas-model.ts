import { expect } from 'chai';

/** One generated replace attempt: the version it expects, and how far it moves the version. */
export interface CasAttempt {
  readonly expected: number;
  /** record.version = expected + bump; only bump 1 is a legal replace. */
  readonly bump: number;
}

/**
 * Plays `attempts` against a store holding `initial` and checks each answer against the
 * compare-and-set model: success iff the stored version equals `expected` and the new version is
 * expected + 1; a refusal changes nothing. `distinguish` makes attempt i's record differ from
 * every other attempt's (by default through `createdAt`), so a wrong winner is seen.
 */
export async function casScenario<R extends { readonly version: number }>(
  attempts: readonly CasAttempt[],
  initial: R,
  replace: (record: R, expected: number) => Promise<boolean>,
  get: () => Promise<R | undefined>,
  distinguish: (record: R, attempt: number) => R = (record, attempt) => ({ ...record, createdAt: attempt }),
): Promise<void> {
  let model = initial;
  for (const [i, { expected, bump }] of attempts.entries()) {
    const candidate = { ...distinguish(model, i), version: expected + bump };
    const shouldWin = model.version === expected && bump === 1;
    expect(await replace(candidate, expected), `attempt ${i}`).to.equal(shouldWin);
    if (shouldWin) model = candidate;
    expect(await get()).to.deep.equal(model);
  }
}

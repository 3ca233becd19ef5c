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
 * expected + 1; a refusal changes nothing.
 */
export async function casScenario<R extends { readonly version: number; readonly createdAt: number }>(
  attempts: readonly CasAttempt[],
  initial: R,
  replace: (record: R, expected: number) => Promise<boolean>,
  get: () => Promise<R | undefined>,
): Promise<void> {
  let model = initial;
  for (const [i, { expected, bump }] of attempts.entries()) {
    const candidate = { ...model, createdAt: i, version: expected + bump };
    const shouldWin = model.version === expected && bump === 1;
    expect(await replace(candidate, expected), `attempt ${i}`).to.equal(shouldWin);
    if (shouldWin) model = candidate;
    expect(await get()).to.deep.equal(model);
  }
}

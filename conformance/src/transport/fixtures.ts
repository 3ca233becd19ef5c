import { readFileSync } from 'node:fs';
import type { BootstrapDocument, Parasol } from '@parasol/core';

/**
 * The keys, partners and request bodies every transport is loaded with. The bootstrap file is a
 * plain bootstrap document (core/src/schemas/bootstrap.schema.json), so the same fixtures can
 * seed a server started with `parasol serve --bootstrap conformance/fixtures/bootstrap.json`.
 */
export interface Fixtures {
  readonly bootstrap: BootstrapDocument;
  /** Keys revoked right after bootstrapping (a bootstrap file cannot say "revoked"). */
  readonly revoked: readonly string[];
  /** Named bodies scenarios refer to as "{{name}}" (conformance/fixtures/bodies.json). */
  readonly bodies: Readonly<Record<string, unknown>>;
}

/** The key the UNAUTHORIZED (revoked) cases sign with. */
export const REVOKED_KEY_IDS: readonly string[] = ['ak_test_conf_revoked'];

const fixtureFile = (name: string): unknown => JSON.parse(readFileSync(new URL(`../../fixtures/${name}`, import.meta.url), 'utf8'));

export function loadFixtures(): Fixtures {
  const bootstrap = fixtureFile('bootstrap.json') as BootstrapDocument;
  const known = new Set((bootstrap.keys ?? []).map((k) => k.keyId));
  const stray = REVOKED_KEY_IDS.filter((id) => !known.has(id));
  if (stray.length > 0) throw new Error(`conformance fixtures: revoked keys missing from bootstrap.json: ${stray.join(', ')}`);
  return { bootstrap, revoked: REVOKED_KEY_IDS, bodies: fixtureFile('bodies.json') as Record<string, unknown> };
}

/** The signing secret of a fixture key, or undefined for an id the fixtures never issue. */
export const secretOf = (fixtures: Fixtures, keyId: string): string | undefined =>
  fixtures.bootstrap.keys?.find((k) => k.keyId === keyId)?.secret;

/** The payout the fixtures make (its id derives from the run key, docs/money.md), read by conformance/scenarios/payouts.json. */
export const FIXTURE_PAYOUT = { keyId: 'ak_test_confpay_all', runKey: 'conformance', externalOrderId: 'pay-1' } as const;

/**
 * Loads the fixtures into a fresh Parasol: bootstrap, then the revocations; then, where payouts
 * are composed, one paid-out sale of `confpay` in the sandbox ledger (a validated postback of
 * 1,000.00 EUR and one payout run, as operations run it), so the payout reads have one to read.
 */
export async function prepareParasol(parasol: Parasol, fixtures: Fixtures): Promise<Parasol> {
  await parasol.admin.bootstrap(fixtures.bootstrap);
  for (const keyId of fixtures.revoked) {
    const revoked = await parasol.admin.keys.revoke(keyId);
    if (!revoked.ok) throw new Error(`conformance fixtures: could not revoke ${keyId}: ${revoked.failure.code}`);
  }
  const payouts = parasol.admin.payouts;
  const secret = secretOf(fixtures, FIXTURE_PAYOUT.keyId);
  if (payouts !== undefined && secret !== undefined) {
    const client = parasol.client({ keyId: FIXTURE_PAYOUT.keyId, secret });
    const posted = await client.conversion({ ref: 'confpay-main', externalOrderId: FIXTURE_PAYOUT.externalOrderId, amount: 1000, status: 'validated' });
    if (posted.status !== 200) throw new Error(`conformance fixtures: the payout's sale was refused: ${JSON.stringify(posted.body)}`);
    const [made] = await payouts.run({ ledger: 'sandbox', runKey: FIXTURE_PAYOUT.runKey, partnerCode: 'confpay' });
    if (made?.outcome !== 'created') throw new Error(`conformance fixtures: no payout made (${made?.outcome ?? 'nothing to pay'})`);
  }
  return parasol;
}

/** Makes one fresh, fixture-loaded Parasol per call: each transport gets its own (independent quotas). */
export type ParasolFactory = () => Promise<Parasol>;

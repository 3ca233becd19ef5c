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

/** Loads the fixtures into a fresh Parasol: bootstrap, then the revocations. */
export async function prepareParasol(parasol: Parasol, fixtures: Fixtures): Promise<Parasol> {
  await parasol.admin.bootstrap(fixtures.bootstrap);
  for (const keyId of fixtures.revoked) {
    const revoked = await parasol.admin.keys.revoke(keyId);
    if (!revoked.ok) throw new Error(`conformance fixtures: could not revoke ${keyId}: ${revoked.failure.code}`);
  }
  return parasol;
}

/** Makes one fresh, fixture-loaded Parasol per call: each transport gets its own (independent quotas). */
export type ParasolFactory = () => Promise<Parasol>;

import { expect } from 'chai';
import fc from 'fast-check';
import { readFileSync } from 'node:fs';
import ajv2020 from 'ajv/dist/2020.js';
import type { ErrorObject } from 'ajv/dist/2020.js';
import { SAMPLE_CATALOGUE_PATH } from '@parasol/static-data';
import { validate as generated } from '../../../core/src/pricing/generated/catalogue-validator.js';
import catalogueSchema from '../../../core/src/schemas/catalogue.schema.json' with { type: 'json' };
import { buildCatalogueValidator, CATALOGUE_VALIDATOR_OPTIONS, committedCatalogueValidator } from '../src/generate-catalogue-validator.js';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Check = ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };

const sample = JSON.parse(readFileSync(SAMPLE_CATALOGUE_PATH, 'utf8')) as Json;
/** What ajv compiles from the schema at run time, with the options the generated code was made with. */
const compiled = new ajv2020.default(CATALOGUE_VALIDATOR_OPTIONS).compile(catalogueSchema) as Check;
const generatedCheck = generated as unknown as Check;

/** A check's verdict and its errors as a partner's log would show them. */
const verdictOf = (check: Check, document: unknown) => {
  const valid = check(document);
  return { valid, errors: (check.errors ?? []).map((e) => `${e.instancePath} ${e.keyword} ${e.message ?? ''}`) };
};

/** Every path to a value inside a JSON document. */
const pathsOf = (node: Json, at: (string | number)[] = []): (string | number)[][] => {
  if (Array.isArray(node)) return [at, ...node.flatMap((child, i) => pathsOf(child, [...at, i]))];
  if (node !== null && typeof node === 'object') return [at, ...Object.entries(node).flatMap(([key, child]) => pathsOf(child, [...at, key]))];
  return [at];
};

/** The document with the value at `path` replaced (or, given undefined, removed). */
const withValueAt = (node: Json, path: readonly (string | number)[], value: Json | undefined): Json => {
  if (path.length === 0) return value ?? null;
  const [head, ...rest] = path;
  const copy = (Array.isArray(node) ? [...node] : { ...(node as Record<string, Json>) }) as Record<string | number, Json>;
  const next = withValueAt(copy[head as string] as Json, rest, value);
  if (rest.length === 0 && value === undefined) {
    if (Array.isArray(copy)) (copy as unknown as Json[]).splice(head as number, 1);
    else delete copy[head as string];
  } else copy[head as string] = next;
  return copy as Json;
};

const PATHS = pathsOf(sample);

describe('generate-catalogue-validator', function () {
  this.timeout(60_000);

  it('core/src/pricing/generated/catalogue-validator.ts is exactly what buildCatalogueValidator() writes (regenerate: node --conditions=parasol-source --import ./tools/server/register.mjs tools/codegen/src/generate-catalogue-validator.ts)', () => {
    expect(committedCatalogueValidator()).to.equal(buildCatalogueValidator());
  });

  it('accepts the sample catalogue, as the run-time compile does', () => {
    expect(verdictOf(generatedCheck, sample)).to.deep.equal({ valid: true, errors: [] });
    expect(verdictOf(compiled, sample)).to.deep.equal({ valid: true, errors: [] });
  });

  it('judges any corruption of the sample as the run-time compile does, errors included', () => {
    const replacement = fc.oneof(fc.constant(undefined), fc.jsonValue({ maxDepth: 2 }) as fc.Arbitrary<Json>, fc.string(), fc.integer({ min: -5, max: 10_000_000 }));
    const corruption = fc.array(fc.tuple(fc.constantFrom(...PATHS), replacement), { minLength: 1, maxLength: 3 });
    let refused = 0;
    fc.assert(
      fc.property(corruption, (changes) => {
        const document = changes.reduce<Json>((doc, [path, value]) => {
          try {
            return withValueAt(doc, path, value);
          } catch {
            return doc; // a path an earlier change removed
          }
        }, sample);
        const expected = verdictOf(compiled, document);
        if (!expected.valid) refused += 1;
        expect(verdictOf(generatedCheck, document)).to.deep.equal(expected);
      }),
      { numRuns: 300 },
    );
    // The corruptions reach the refusals, not only harmless edits.
    expect(refused).to.be.above(100);
  });
});

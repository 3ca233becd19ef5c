import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import { signRequest } from '@parasol/core';
import { SCHEMAS, schemaIdOf, validateAgainst } from '@parasol/core/internal';
import { createEmbeddedParasol } from '@parasol/server';
import {
  fillTemplates,
  generateSuccessCases,
  generateValidationCases,
  GrpcTransport,
  InProcessTransport,
  isRunnable,
  loadKnownDifferences,
  ConformanceReport,
  requiredFeatures,
  type ConformanceCase,
  loadFixtures,
  loadScenarios,
  operationsWithoutSuccessCase,
  prepareParasol,
  RestTransport,
  runCase,
  scenarioCases,
  specSignature,
  VALIDATED_BODIES,
  violationsOf,
  type Transport,
} from '../src/index.js';

/**
 * The cross-transport conformance suite (docs/conformance.md): the scenario files, the
 * schema-derived validation cases and the schema-derived valid requests, run against every
 * transport with identical expectations, then the transports' answers compared with each other.
 * A transport joins by implementing Transport (conformance/src/transport/transport.ts) and being
 * listed here; a case that needs a feature a transport lacks (an HTTP-only route, raw bytes) is
 * reported as not applicable to it, never faked to fit.
 */
const fixtures = loadFixtures();
const makeParasol = () => prepareParasol(createEmbeddedParasol(), fixtures);
const transports: readonly Transport[] = [new RestTransport(makeParasol), new InProcessTransport(makeParasol), new GrpcTransport(makeParasol)];
const knownDifferences = loadKnownDifferences();
const report = new ConformanceReport();

/** What this build registers decides which cases apply: a module not composed yet has none. */
const operations = createEmbeddedParasol().endpoints;
const generated = generateValidationCases(fixtures);
const allCases = [...loadScenarios(fixtures), ...generated.cases, ...generateSuccessCases()];
const cases = allCases.filter((c) => isRunnable(c, operations));
const needs = new Map(cases.map((c) => [c.name, requiredFeatures(c, fixtures)]));
const appliesTo = (transport: Transport, testCase: ConformanceCase) => [...(needs.get(testCase.name) ?? [])].every((f) => transport.features.has(f));
const suiteOf = (testCase: ConformanceCase) => testCase.source.replace(/^conformance\/scenarios\//, '').replace(/^generated from https:\/\/parasol\.dev\/schemas\/([a-z-]+)\.schema\.json.*$/, 'generated: $1');

/** transport name -> case name -> the case's answers with volatile fields masked. */
const answers = new Map<string, Map<string, readonly unknown[]>>(transports.map((t) => [t.name, new Map()]));

/**
 * Per case a transport runs, the cases before it (since the previous one it runs) that do not
 * apply to it: played first in its sameWorld, unchecked, so its world has the others' history.
 */
const skippedBefore = (transport: Transport): Map<string, ConformanceCase[]> => {
  const before = new Map<string, ConformanceCase[]>();
  let skipped: ConformanceCase[] = [];
  for (const c of cases) {
    if (!appliesTo(transport, c)) skipped.push(c);
    else {
      before.set(c.name, skipped);
      skipped = [];
    }
  }
  return before;
};

for (const transport of transports) {
  const applicable = cases.filter((c) => appliesTo(transport, c));
  const playedFirst = skippedBefore(transport);
  for (const c of cases.filter((c) => !appliesTo(transport, c))) report.record(transport.name, suiteOf(c), 'not applicable');
  describe(`Conformance over the ${transport.name} (${applicable.length} of ${cases.length} cases apply)`, () => {
    before(() => transport.start());
    after(() => transport.stop());

    for (const testCase of applicable) {
      const known = knownDifferences.find((d) => d.transport === transport.name && d.case === testCase.name);
      it(known ? `${testCase.name} (a known difference: ${known.reason})` : testCase.name, async () => {
        const skipped = playedFirst.get(testCase.name) ?? [];
        if (skipped.length > 0) {
          const world = transport.sameWorld;
          if (world === undefined) throw new Error(`${transport.name} skips cases but has no sameWorld to play them in: its keys' daily counts would differ from the others'`);
          for (const other of skipped) await runCase(world, other, fixtures);
        }
        const run = await runCase(transport, testCase, fixtures);
        answers.get(transport.name)?.set(testCase.name, run.comparable);
        report.record(transport.name, suiteOf(testCase), run.failures.length === 0 ? 'passed' : 'failed');
        if (known) expect(run.failures, 'listed in known-differences.json, yet it passes: remove it from the list').to.not.deep.equal([]);
        else expect(run.failures, `${testCase.source}\n${run.failures.join('\n')}`).to.deep.equal([]);
      });
    }
  });
}

describe('Conformance: every transport answers every case alike (volatile fields aside)', () => {
  for (const testCase of cases) {
    const comparing = transports.filter((t) => appliesTo(t, testCase) && !knownDifferences.some((d) => d.transport === t.name && d.case === testCase.name));
    if (comparing.length < 2) continue;
    const [reference, ...others] = comparing;
    it(testCase.name, () => {
      const expected = answers.get(reference?.name ?? '')?.get(testCase.name);
      expect(expected, `${reference?.name} has no answer (its case failed to run)`).to.not.equal(undefined);
      for (const other of others) {
        expect(answers.get(other.name)?.get(testCase.name), `${other.name} vs ${reference?.name}`).to.deep.equal(expected);
      }
    });
  }
});

describe('Conformance: report', () => {
  it('prints passed, failed and not applicable per transport and suite; the known differences list is empty', () => {
    console.log(`\n${report.lines().join('\n')}\n`);
    expect(knownDifferences, 'conformance/known-differences.json').to.deep.equal([]);
  });
});

describe('Conformance: coverage', () => {
  it('every violation derived from a request schema has an expected outcome in expected-codes.ts', () => {
    expect(generated.unmapped).to.deep.equal([]);
  });

  it('every expected outcome in expected-codes.ts is still derived from a schema', () => {
    expect(generated.unused).to.deep.equal([]);
  });

  it('every registered operation has a case that calls it successfully', () => {
    expect(operationsWithoutSuccessCase(cases, operations)).to.deep.equal([]);
  });
});

describe('Conformance: the suite itself', () => {
  it('tells what a case needs from a transport: HTTP routes, raw bytes, fields a typed message cannot carry, unknown fields, loose values', () => {
    const aCase = (request: ConformanceCase['steps'][number]['request']): ConformanceCase => ({ name: 'c', source: 's', steps: [{ key: 'ak_test_conf_all', request }] });
    const needsOf = (request: ConformanceCase['steps'][number]['request']) => [...requiredFeatures(aCase(request), fixtures)].sort();
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: '{{aQuoteRequest}}' })).to.deep.equal([]);
    expect(needsOf({ method: 'GET', path: '/api/v1/travel/meta/' })).to.deep.equal(['http-routing']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/meta', body: {} })).to.deep.equal(['http-routing']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: '{"trip":' })).to.deep.equal(['raw-body']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes' })).to.deep.equal(['raw-body']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: ['{{aTrip}}'] })).to.deep.equal(['raw-body']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: 'not-a-trip' } })).to.deep.equal(['schema-invalid-body']);
    const trip = fixtures.bodies['aTrip'] as Record<string, unknown>;
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: { ...trip, intent: 'nope' } } }), 'a wrong value of the right type is any transport\'s').to.deep.equal([]);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip: { ...trip, travellers: undefined } } }), 'a required array left out').to.deep.equal(['schema-invalid-body']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip, utm: 'x' } })).to.deep.equal(['unknown-fields']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip, tripInfo: null } }), 'a null is the field unset, the same content').to.deep.equal([]);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/quotes', body: { trip, tripInfo: 7 } }), 'tripInfo beside trip is not read, and is no Trip').to.deep.equal(['loose-values']);
    expect(needsOf({ method: 'GET', path: '/api/v1/coach/cards', query: { country: 'FR', colour: 'blue' } })).to.deep.equal(['unknown-fields']);
    expect(needsOf({ method: 'POST', path: '/api/v1/travel/links', body: { sessionId: '{{session}}', trip: '{{aTrip}}', offerId: '{{offer}}' } }), 'a captured value fits').to.deep.equal([]);
  });

  it('docs/conformance.md lists, with the value, every case a typed message cannot express (loose-values)', () => {
    const doc = readFileSync(new URL('../../docs/conformance.md', import.meta.url), 'utf8');
    const section = doc.split('### Cases a typed message cannot express')[1]?.split('\n## ')[0] ?? '';
    const listed = [...section.matchAll(/^\| (.+?) \| `/gm)].map((m) => m[1]);
    expect(listed).to.deep.equal(cases.filter((c) => needs.get(c.name)?.has('loose-values')).map((c) => c.name));
  });

  it('refuses a scenario file that breaks scenario.schema.json, naming the file', () => {
    const noExpectation = { title: 'Broken', cases: [{ name: 'no expect', key: 'ak_test_conf_all', request: { method: 'GET', path: '/api/v1/travel/meta' } }] };
    expect(() => scenarioCases('broken.json', noExpectation, fixtures)).to.throw(/broken\.json does not match scenario\.schema\.json/);
  });

  it('refuses a case that signs with a key the fixtures do not hold, unless it signs with the wrong secret', () => {
    const call = { method: 'GET', path: '/api/v1/travel/meta' };
    const signed = { title: 'Keys', cases: [{ name: 'typo', key: 'ak_test_conf_al', request: call, expect: { status: 200 } }] };
    const unsigned = { title: 'Keys', cases: [{ name: 'unknown', key: 'ak_test_conf_al', request: { ...call, sign: { secret: 'wrong' } }, expect: { status: 401 } }] };
    expect(() => scenarioCases('keys.json', signed, fixtures)).to.throw(/ak_test_conf_al is not in conformance\/fixtures\/bootstrap\.json/);
    expect(scenarioCases('keys.json', unsigned, fixtures)).to.have.length(1);
  });

  it('signs as the spec words it, which the core\'s own signer agrees with', () => {
    const parts = { timestamp: '1900000000', method: 'post', pathname: '/api/v1/travel/quotes', rawBody: '{"trip":{}}' };
    expect(specSignature('v2', 'sk_test_secret', parts)).to.equal(signRequest('sk_test_secret', { ...parts, rawBody: Buffer.from(parts.rawBody) }));
  });

  it('derives violations from valid bodies, each of which its schema refuses', () => {
    for (const body of VALIDATED_BODIES) {
      const schema = SCHEMAS.find((s) => s.$id === schemaIdOf(body.schema));
      const base = fillTemplates(`{{${body.base}}}`, fixtures.bodies);
      expect(validateAgainst(schemaIdOf(body.schema), base), `${body.base} is a valid ${body.schema}`).to.deep.equal({ valid: true });
      for (const violation of violationsOf(schema ?? {}, base, SCHEMAS)) {
        expect(validateAgainst(schemaIdOf(body.schema), violation.body).valid, `${body.schema}: ${violation.change}`).to.equal(false);
      }
    }
  });
});

import { expect } from 'chai';
import { createEmbeddedParasol } from '@parasol/tools';
import {
  generateValidationCases,
  InProcessTransport,
  isRunnable,
  loadFixtures,
  loadScenarios,
  operationsWithoutSuccessCase,
  prepareParasol,
  RestTransport,
  runCase,
  type Transport,
} from '../src/index.js';

/**
 * The cross-transport conformance suite (docs/conformance.md): the scenario files and the
 * schema-derived validation cases, run against every transport with identical expectations,
 * then the transports' answers compared with each other. A transport joins by implementing
 * Transport (conformance/src/transport/transport.ts) and being listed here.
 */
const fixtures = loadFixtures();
const makeParasol = () => prepareParasol(createEmbeddedParasol(), fixtures);
const transports: readonly Transport[] = [new RestTransport(makeParasol), new InProcessTransport(makeParasol)];

/** What this build registers decides which cases apply: a module not composed yet has none. */
const operations = createEmbeddedParasol().operations;
const generated = generateValidationCases(fixtures);
const allCases = [...loadScenarios(fixtures), ...generated.cases];
const cases = allCases.filter((c) => isRunnable(c, operations));

/** transport name -> case name -> the case's answers with volatile fields masked. */
const answers = new Map<string, Map<string, readonly unknown[]>>(transports.map((t) => [t.name, new Map()]));

for (const transport of transports) {
  describe(`Conformance over the ${transport.name} (${cases.length} cases)`, () => {
    before(() => transport.start());
    after(() => transport.stop());

    for (const testCase of cases) {
      it(testCase.name, async () => {
        const run = await runCase(transport, testCase, fixtures);
        answers.get(transport.name)?.set(testCase.name, run.comparable);
        expect(run.failures, `${testCase.source}\n${run.failures.join('\n')}`).to.deep.equal([]);
      });
    }
  });
}

describe('Conformance: every transport answers every case alike (volatile fields aside)', () => {
  const [reference, ...others] = transports;
  for (const testCase of cases) {
    it(testCase.name, () => {
      const expected = answers.get(reference?.name ?? '')?.get(testCase.name);
      expect(expected, `${reference?.name} has no answer (its case failed to run)`).to.not.equal(undefined);
      for (const other of others) {
        expect(answers.get(other.name)?.get(testCase.name), `${other.name} vs ${reference?.name}`).to.deep.equal(expected);
      }
    });
  }
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

import { readdirSync, readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import scenarioSchema from '../schemas/scenario.schema.json' with { type: 'json' };
import { secretOf, type Fixtures } from '../transport/fixtures.js';
import type { CaseStep, ConformanceCase } from './conformance-case.js';
import { RESPONSE_SCHEMA_NAMES } from './check-answer.js';

/** The scenario files shipped with the suite. */
export const SCENARIO_DIRECTORY = new URL('../../scenarios/', import.meta.url);

interface ScenarioFile {
  readonly title: string;
  readonly cases: readonly (({ readonly name: string; readonly steps: readonly CaseStep[] }) | (CaseStep & { readonly name: string }))[];
}

const validateScenario = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true }).compile<ScenarioFile>(scenarioSchema);

/** Mistakes the schema cannot see: unknown response schemas, and fixture keys that do not exist. */
function stepProblems(step: CaseStep, fixtures: Fixtures): string[] {
  const problems: string[] = [];
  const expectations = [step.expect, step.expectBefore, ...(step.tally ?? []).map((t) => t.expect)];
  for (const schema of expectations.map((e) => e?.responseSchema)) {
    if (schema !== undefined && !RESPONSE_SCHEMA_NAMES.has(schema)) problems.push(`responseSchema "${schema}" is not one of ${[...RESPONSE_SCHEMA_NAMES].join(', ')}`);
  }
  const unsigned = step.request.sign?.secret === 'wrong' || (step.request.sign?.omit ?? []).includes('signature');
  if (secretOf(fixtures, step.key) === undefined && !unsigned) {
    problems.push(`key ${step.key} is not in conformance/fixtures/bootstrap.json (an unknown key must sign with "secret": "wrong" or omit the signature)`);
  }
  return problems;
}

/** One scenario file as cases; throws, naming the file and every problem, when it is not valid. */
export function scenarioCases(fileName: string, document: unknown, fixtures: Fixtures): ConformanceCase[] {
  if (!validateScenario(document)) {
    const lines = (validateScenario.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? e.keyword}`);
    throw new Error(`conformance scenario ${fileName} does not match scenario.schema.json:\n  ${lines.join('\n  ')}`);
  }
  const cases = document.cases.map((c): ConformanceCase => {
    const { name, ...rest } = c;
    const steps = 'steps' in c ? c.steps : [rest as CaseStep];
    return { name: `${document.title}: ${name}`, source: `conformance/scenarios/${fileName}`, steps };
  });
  const problems = cases.flatMap((c) => c.steps.flatMap((s) => stepProblems(s, fixtures).map((p) => `${c.name}: ${p}`)));
  if (problems.length > 0) throw new Error(`conformance scenario ${fileName}:\n  ${problems.join('\n  ')}`);
  return cases;
}

/** Every conformance/scenarios/*.json file, in name order; case names must be unique across them. */
export function loadScenarios(fixtures: Fixtures, directory: URL = SCENARIO_DIRECTORY): ConformanceCase[] {
  const files = readdirSync(directory)
    .filter((f) => f.endsWith('.json'))
    .sort();
  const cases = files.flatMap((file) => scenarioCases(file, JSON.parse(readFileSync(new URL(file, directory), 'utf8')), fixtures));
  const seen = new Set<string>();
  const repeated = cases.filter((c) => seen.size === seen.add(c.name).size).map((c) => c.name);
  if (repeated.length > 0) throw new Error(`conformance scenarios: case names appear twice: ${repeated.join(', ')}`);
  return cases;
}

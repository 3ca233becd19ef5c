import type { ConformanceResponse, Transport } from '../transport/transport.js';
import { secretOf, type Fixtures } from '../transport/fixtures.js';
import type { CaseStep, ConformanceCase, Expectation } from './conformance-case.js';
import { answerMismatches, pointerView } from './check-answer.js';
import { comparableAnswer, comparableTally } from './comparable-answer.js';
import { lookup } from './json-pointer.js';
import { signedRequest } from './sign-request.js';
import { fillTemplates } from './templates.js';

/** What one transport answered to one case, and what was wrong with it. */
export interface CaseRun {
  readonly failures: readonly string[];
  /** Per step, the answers in a form two transports can be compared on (volatile fields masked). */
  readonly comparable: readonly unknown[];
}

const MINUTE_MS = 60_000;
/** A repeated step must fit in one clock minute (the burst window): it waits out a nearly spent one. */
const MINUTE_MARGIN_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function inOneClockMinute(): Promise<void> {
  const left = MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left < MINUTE_MARGIN_MS) await sleep(left + 50);
}

const labelled = (label: string, problems: readonly string[]) => problems.map((p) => `${label}: ${p}`);

/** Only the first few failing repetitions are told: the rest say the same. */
const MAX_REPORTED = 3;

/**
 * Runs a case's steps in order on one transport. Each call is signed at the moment it is sent
 * (repeats included), so the timestamp window never depends on how long a suite takes.
 */
export async function runCase(transport: Transport, testCase: ConformanceCase, fixtures: Fixtures): Promise<CaseRun> {
  const failures: string[] = [];
  const comparable: unknown[] = [];
  const captured: Record<string, unknown> = {};

  for (const [index, rawStep] of testCase.steps.entries()) {
    const step: CaseStep = fillTemplates(rawStep, { ...fixtures.bodies, ...captured });
    const label = testCase.steps.length > 1 ? `step ${index + 1}${step.name ? ` (${step.name})` : ''}` : 'answer';
    const secret = secretOf(fixtures, step.key);
    const send = () => transport.send(signedRequest(step.request, step.key, secret, Date.now()));
    const times = step.repeat ?? 1;
    if (times > 1) await inOneClockMinute();

    let answers: ConformanceResponse[];
    if (step.concurrent) {
      answers = await Promise.all(Array.from({ length: times }, send));
      failures.push(...labelled(label, tallyMismatches(step.tally ?? [], answers)));
      comparable.push(comparableTally(answers));
    } else {
      answers = [];
      for (let i = 0; i < times; i += 1) answers.push(await send());
      const judged = answers.map((answer, i) => {
        const expectation = i === times - 1 ? step.expect : step.expectBefore;
        return expectation === undefined ? [] : labelled(times > 1 ? `${label}, call ${i + 1} of ${times}` : label, answerMismatches(expectation, answer));
      });
      failures.push(...judged.filter((problems) => problems.length > 0).slice(0, MAX_REPORTED).flat());
      comparable.push(answers.map(comparableAnswer));
    }

    const last = answers[answers.length - 1];
    for (const [name, pointer] of Object.entries(step.capture ?? {})) {
      const found = last === undefined ? undefined : lookup(pointerView(last), pointer);
      if (found?.found) captured[name] = found.value;
      else failures.push(`${label}: nothing at ${pointer} to capture as ${name}`);
    }
  }
  return { failures, comparable };
}

/** Concurrent answers must split into the tally's groups, each of exactly its count. */
function tallyMismatches(tally: readonly { count: number; expect: Expectation }[], answers: readonly ConformanceResponse[]): string[] {
  const unmatched = [...answers];
  const problems: string[] = [];
  for (const { count, expect } of tally) {
    const matching = unmatched.filter((answer) => answerMismatches(expect, answer).length === 0);
    if (matching.length !== count) problems.push(`${count} answers should be ${expect.status} ${expect.error ?? ''}, ${matching.length} are`.trimEnd());
    for (const answer of matching.slice(0, count)) unmatched.splice(unmatched.indexOf(answer), 1);
  }
  if (unmatched.length > 0 && problems.length === 0) {
    problems.push(`${unmatched.length} answers fit no group: ${unmatched.map((a) => `${a.status} ${JSON.stringify(a.body)}`).join('; ')}`);
  }
  return problems;
}

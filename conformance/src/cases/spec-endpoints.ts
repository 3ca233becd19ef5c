import { ENDPOINT_LIST, type Endpoint } from '@parasol/core';
import type { ConformanceCase } from './conformance-case.js';

/** The endpoints of the spec: the core's one endpoint table, whether or not a build composes them all. */
export const SPEC_ENDPOINTS: readonly Endpoint[] = ENDPOINT_LIST;

const SPEC_PATHS: ReadonlySet<string> = new Set(SPEC_ENDPOINTS.map((e) => e.path));

/**
 * A case runs when every spec endpoint it calls is served: an endpoint not composed removes its
 * cases instead of failing them. Calls to paths outside the spec (404 cases) always run.
 */
export function isRunnable(testCase: ConformanceCase, served: readonly Endpoint[]): boolean {
  const registered = new Set(served.map((e) => e.path));
  return testCase.steps.every((step) => !SPEC_PATHS.has(step.request.path) || registered.has(step.request.path));
}

/** Served endpoints no case calls successfully (a 2xx expected): each must have one. */
export function operationsWithoutSuccessCase(cases: readonly ConformanceCase[], served: readonly Endpoint[]): string[] {
  const succeeding = new Set(
    cases.flatMap((c) =>
      c.steps
        .filter((s) => [s.expect, ...(s.tally ?? []).map((t) => t.expect)].some((e) => e !== undefined && e.status >= 200 && e.status < 300))
        .map((s) => `${s.request.method} ${s.request.path}`),
    ),
  );
  return served.map((e) => `${e.method} ${e.path}`).filter((route) => !succeeding.has(route));
}

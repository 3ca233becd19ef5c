import type { Parasol } from '@parasol/core';
import type { ConformanceCase } from './conformance-case.js';

/** The endpoints of the spec (section Endpoints), whether or not this build registers them yet. */
export const SPEC_ENDPOINTS = [
  { method: 'GET', path: '/api/v1/travel/meta' },
  { method: 'POST', path: '/api/v1/travel/quotes' },
  { method: 'POST', path: '/api/v1/travel/links' },
  { method: 'POST', path: '/api/v1/coach/bilan' },
  { method: 'GET', path: '/api/v1/coach/cards' },
  { method: 'POST', path: '/api/postback/conversion' },
] as const;

export type Operations = Parasol['operations'];

const SPEC_PATHS: ReadonlySet<string> = new Set(SPEC_ENDPOINTS.map((e) => e.path));

/**
 * A case runs when every spec endpoint it calls is registered: an endpoint not composed yet
 * (POST /links and the postback today) removes its cases instead of failing them. Calls to paths
 * outside the spec (404 cases) always run.
 */
export function isRunnable(testCase: ConformanceCase, operations: Operations): boolean {
  const registered = new Set(operations.map((op) => op.path));
  return testCase.steps.every((step) => !SPEC_PATHS.has(step.request.path) || registered.has(step.request.path));
}

/** Registered operations no case calls successfully (a 2xx expected): each must have one. */
export function operationsWithoutSuccessCase(cases: readonly ConformanceCase[], operations: Operations): string[] {
  const succeeding = new Set(
    cases.flatMap((c) =>
      c.steps
        .filter((s) => [s.expect, ...(s.tally ?? []).map((t) => t.expect)].some((e) => e !== undefined && e.status >= 200 && e.status < 300))
        .map((s) => `${s.request.method} ${s.request.path}`),
    ),
  );
  return operations.map((op) => `${op.method} ${op.path}`).filter((route) => !succeeding.has(route));
}

import { ENDPOINT_LIST, matchPath, routerOf, type Endpoint } from '@parasol/core';
import type { ConformanceCase } from './conformance-case.js';

/** The endpoints of the spec: the core's one endpoint table, whether or not a build composes them all. */
export const SPEC_ENDPOINTS: readonly Endpoint[] = ENDPOINT_LIST;

const route = routerOf(SPEC_ENDPOINTS);

/**
 * The endpoint a call names, by method and path (a path template's `{id}` matching any segment,
 * a placeholder still to be filled included), or undefined for a path or method no endpoint has.
 */
export const endpointCalled = (method: string, path: string): Endpoint | undefined => route(method, path).endpoint;

/** Whether a path is one of the spec's (any method): exact, or matching a path template. */
const isSpecPath = (path: string, endpoints: readonly Endpoint[]): boolean => endpoints.some((e) => matchPath(e.path, path) !== undefined);

/**
 * A case runs when every spec endpoint it calls is served: an endpoint not composed removes its
 * cases instead of failing them. Calls to paths outside the spec (404 cases) always run.
 */
export function isRunnable(testCase: ConformanceCase, served: readonly Endpoint[]): boolean {
  return testCase.steps.every((step) => !isSpecPath(step.request.path, SPEC_ENDPOINTS) || isSpecPath(step.request.path, served));
}

/** Served endpoints no case calls successfully (a 2xx expected): each must have one. */
export function operationsWithoutSuccessCase(cases: readonly ConformanceCase[], served: readonly Endpoint[]): string[] {
  const route = routerOf(served);
  const routed = (method: string, path: string): string => {
    const endpoint = route(method, path).endpoint;
    return endpoint === undefined ? `${method} ${path}` : `${endpoint.method} ${endpoint.path}`;
  };
  const succeeding = new Set(
    cases.flatMap((c) =>
      c.steps
        .filter((s) => [s.expect, ...(s.tally ?? []).map((t) => t.expect)].some((e) => e !== undefined && e.status >= 200 && e.status < 300))
        .flatMap((s) => {
          const endpoint = endpointCalled(s.request.method, s.request.path);
          return endpoint === undefined ? [] : [`${endpoint.method} ${endpoint.path}`];
        }),
    ),
  );
  return served.map((e) => `${e.method} ${e.path}`).filter((route) => !succeeding.has(route));
}

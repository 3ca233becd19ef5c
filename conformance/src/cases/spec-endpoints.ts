import { ENDPOINT_LIST, routerOf, type Endpoint } from '@parasol/core';
import type { ConformanceCase } from './conformance-case.js';

/** The endpoints of the spec: the core's one endpoint table, whether or not a build composes them all. */
export const SPEC_ENDPOINTS: readonly Endpoint[] = ENDPOINT_LIST;

/** The spec endpoint's path a call's path names (`{name}` segments match any one), if any. */
const SPEC_ROUTE = routerOf(SPEC_ENDPOINTS);
const specPathOf = (path: string): string | undefined => {
  const routing = SPEC_ROUTE('GET', path);
  if (routing.endpoint !== undefined) return routing.endpoint.path;
  // Another method on a spec path is still that path (a 405 case).
  return routing.failure.code === 'METHOD_NOT_ALLOWED' ? (SPEC_ENDPOINTS.find((e) => e.path === path)?.path ?? SPEC_ROUTE('POST', path).endpoint?.path) : undefined;
};

/**
 * A case runs when every spec endpoint it calls is served: an endpoint not composed removes its
 * cases instead of failing them. Calls to paths outside the spec (404 cases) always run.
 */
export function isRunnable(testCase: ConformanceCase, served: readonly Endpoint[]): boolean {
  const registered = new Set(served.map((e) => e.path));
  return testCase.steps.every((step) => {
    const specPath = specPathOf(step.request.path);
    return specPath === undefined || registered.has(specPath);
  });
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
        // A concrete path names its endpoint's (a `{name}` segment matches any one segment).
        .map((s) => routed(s.request.method, s.request.path)),
    ),
  );
  return served.map((e) => `${e.method} ${e.path}`).filter((route) => !succeeding.has(route));
}

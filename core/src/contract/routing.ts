import type { Failure } from '../shared/result.js';
import type { Endpoint } from './endpoints.js';

/** Where a call goes: the endpoint it names, or the 404/405 refusal of a path or method no endpoint has. */
export type Routing = { readonly endpoint: Endpoint } | { readonly endpoint?: undefined; readonly failure: Failure };

/**
 * The router of a composition's endpoints: exact, case-sensitive paths, then the method. A
 * transport routes each call once with it and hands the result on (SignedCall.route), so the
 * pipeline, the access log and the metrics name the same endpoint without routing again.
 */
export const routerOf = (endpoints: readonly Endpoint[]): ((method: string, path: string) => Routing) => {
  const byPath = new Map<string, Map<string, Routing>>();
  for (const endpoint of endpoints) {
    const methods = byPath.get(endpoint.path) ?? new Map<string, Routing>();
    if (methods.has(endpoint.method)) throw new Error(`two endpoints are bound to ${endpoint.method} ${endpoint.path}`);
    methods.set(endpoint.method, { endpoint });
    byPath.set(endpoint.path, methods);
  }
  return (method, path) => {
    const methods = byPath.get(path);
    if (methods === undefined) return { failure: { code: 'NOT_FOUND', detail: `No endpoint at ${path} (paths are case-sensitive).` } };
    return methods.get(method.toUpperCase()) ?? { failure: { code: 'METHOD_NOT_ALLOWED', detail: `${path} accepts ${[...methods.keys()].join(', ')}.` } };
  };
};

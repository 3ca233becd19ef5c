import type { Failure } from '../shared/result.js';
import type { Endpoint } from './endpoints.js';

/** Where a call goes: the endpoint it names, or the 404/405 refusal of a path or method no endpoint has. */
export type Routing =
  | { readonly endpoint: Endpoint; /** Values of the path's `{name}` segments, when it has any. */ readonly params?: Readonly<Record<string, string>> }
  | { readonly endpoint?: undefined; readonly failure: Failure };

/** A path with `{name}` segments (`/api/v1/ledger/payouts/{payoutId}`): one segment each, never empty. */
const templateOf = (path: string): { pattern: RegExp; names: string[] } | undefined => {
  const names: string[] = [];
  const source = path
    .split('/')
    .map((segment) => {
      const name = /^\{([A-Za-z][A-Za-z0-9]*)\}$/.exec(segment)?.[1];
      if (name === undefined) return segment.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(name);
      return '([^/]+)';
    })
    .join('/');
  return names.length === 0 ? undefined : { pattern: new RegExp(`^${source}$`), names };
};

/**
 * The router of a composition's endpoints: exact, case-sensitive paths (a `{name}` segment takes
 * any one segment, handed to the operation as a parameter of that name), then the method. A
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
  const templates = [...byPath.keys()].flatMap((path) => {
    const template = templateOf(path);
    return template === undefined ? [] : [{ path, ...template }];
  });
  return (method, path) => {
    let methods = byPath.get(path);
    let params: Record<string, string> | undefined;
    if (methods === undefined) {
      for (const t of templates) {
        const match = t.pattern.exec(path);
        if (match === null) continue;
        methods = byPath.get(t.path);
        params = Object.fromEntries(t.names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
        break;
      }
    }
    if (methods === undefined) return { failure: { code: 'NOT_FOUND', detail: `No endpoint at ${path} (paths are case-sensitive).` } };
    const routed = methods.get(method.toUpperCase());
    if (routed !== undefined) return params === undefined ? routed : { endpoint: routed.endpoint!, params };
    return { failure: { code: 'METHOD_NOT_ALLOWED', detail: `${path} accepts ${[...methods.keys()].join(', ')}.` } };
  };
};

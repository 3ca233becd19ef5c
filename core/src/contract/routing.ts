import type { Failure } from '../shared/result.js';
import type { Endpoint } from './endpoints.js';

/**
 * Where a call goes: the endpoint it names (with the values of its path's `{name}` segments, when
 * its path has any), or the 404/405 refusal of a path or method no endpoint has.
 */
export type Routing =
  | { readonly endpoint: Endpoint; readonly params?: Readonly<Record<string, string>> }
  | { readonly endpoint?: undefined; readonly failure: Failure };

/** `{name}`: a path segment that is a parameter (`/api/v1/webhooks/endpoints/{id}`). */
const PARAMETER = /^\{([A-Za-z][A-Za-z0-9]*)\}$/;

/** The names of a path template's parameters, in order; empty for a plain path. */
export const pathParametersOf = (template: string): string[] =>
  template.split('/').flatMap((segment) => {
    const name = PARAMETER.exec(segment)?.[1];
    return name === undefined ? [] : [name];
  });

/**
 * The parameters of `path` read against `template`, or undefined when the path is not one of the
 * template's. A parameter is one whole, non-empty segment, percent-decoded; a segment that does not
 * decode matches nothing. Literal segments compare exactly (paths are case-sensitive).
 */
export const matchPath = (template: string, path: string): Record<string, string> | undefined => {
  const want = template.split('/');
  const got = path.split('/');
  if (want.length !== got.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < want.length; i++) {
    const name = PARAMETER.exec(want[i]!)?.[1];
    if (name === undefined) {
      if (want[i] !== got[i]) return undefined;
      continue;
    }
    if (got[i] === '') return undefined;
    try {
      params[name] = decodeURIComponent(got[i]!);
    } catch {
      return undefined;
    }
  }
  return params;
};

/** A template's path with its parameters filled in, each percent-encoded as one segment. */
export const fillPath = (template: string, params: Readonly<Record<string, string>>): string =>
  template
    .split('/')
    .map((segment) => {
      const name = PARAMETER.exec(segment)?.[1];
      if (name === undefined) return segment;
      const value = params[name];
      if (value === undefined || value === '') throw new Error(`${template} needs the path parameter ${name}`);
      return encodeURIComponent(value);
    })
    .join('/');

/**
 * The router of a composition's endpoints: exact, case-sensitive paths first, then the paths with
 * `{name}` segments in table order, then the method. A transport routes each call once with it and
 * hands the result on (SignedCall.route), so the pipeline, the access log and the metrics name the
 * same endpoint without routing again.
 */
export const routerOf = (endpoints: readonly Endpoint[]): ((method: string, path: string) => Routing) => {
  const byPath = new Map<string, Map<string, Routing>>();
  const byTemplate = new Map<string, Map<string, Endpoint>>();
  for (const endpoint of endpoints) {
    const templated = pathParametersOf(endpoint.path).length > 0;
    const methods: Map<string, unknown> = (templated ? byTemplate.get(endpoint.path) : byPath.get(endpoint.path)) ?? new Map();
    if (methods.has(endpoint.method)) throw new Error(`two endpoints are bound to ${endpoint.method} ${endpoint.path}`);
    if (templated) byTemplate.set(endpoint.path, (methods as Map<string, Endpoint>).set(endpoint.method, endpoint));
    else byPath.set(endpoint.path, (methods as Map<string, Routing>).set(endpoint.method, { endpoint }));
  }
  const notAllowed = (path: string, methods: Map<string, unknown>): Routing => ({
    failure: { code: 'METHOD_NOT_ALLOWED', detail: `${path} accepts ${[...methods.keys()].join(', ')}.` },
  });
  return (method, path) => {
    const exact = byPath.get(path);
    if (exact !== undefined) return exact.get(method.toUpperCase()) ?? notAllowed(path, exact);
    for (const [template, methods] of byTemplate) {
      const params = matchPath(template, path);
      if (params === undefined) continue;
      const endpoint = methods.get(method.toUpperCase());
      return endpoint === undefined ? notAllowed(path, methods) : { endpoint, params };
    }
    return { failure: { code: 'NOT_FOUND', detail: `No endpoint at ${path} (paths are case-sensitive).` } };
  };
};

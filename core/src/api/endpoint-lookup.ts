import type { Endpoint } from '../contract/endpoints.js';

/**
 * The endpoint id of a request by its method and path (exact, case-sensitive, as the pipeline
 * routes), or null: what the access log and metrics name an answer by. A map of maps, so a
 * lookup builds no key string per request.
 */
export const endpointLookup = (endpoints: readonly Endpoint[]): ((method: string, path: string) => string | null) => {
  const byPath = new Map<string, Map<string, string>>();
  for (const endpoint of endpoints) {
    const methods = byPath.get(endpoint.path) ?? new Map<string, string>();
    methods.set(endpoint.method, endpoint.id);
    byPath.set(endpoint.path, methods);
  }
  return (method, path) => byPath.get(path)?.get(method) ?? null;
};

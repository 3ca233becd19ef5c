import { ENDPOINT_LIST, type Endpoint } from '@parasol/core';

/**
 * Names of the public operations over gRPC, derived from the endpoint table (core/src/contract/endpoints.ts),
 * the one list of endpoints: the generator of the .proto files and the transport both use these,
 * so an endpoint cannot have one name in the proto and another in the server.
 *
 * The package is versioned like the REST paths (/api/v1/…): a breaking change is a new package.
 */
export const TRAVEL_PACKAGE = 'parasol.travel.v1';
export const TRAVEL_SERVICE = `${TRAVEL_PACKAGE}.Travel`;

const pascal = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

/** `quote` (the in-process client's method) is the RPC `Quote`. */
export const rpcNameOf = (endpoint: Pick<Endpoint, 'clientMethod'>): string => pascal(endpoint.clientMethod);

/** What the signature covers over gRPC instead of the REST path: `/parasol.travel.v1.Travel/Quote`. */
export const grpcMethodPathOf = (endpoint: Pick<Endpoint, 'clientMethod'>): string => `/${TRAVEL_SERVICE}/${rpcNameOf(endpoint)}`;

/** Message name of a schema by its $id: quote-response.schema.json is QuoteResponse (as in docs/openapi.json). */
export const messageNameOfSchema = (schemaId: string): string =>
  (schemaId.split('/').pop() ?? schemaId)
    .replace(/\.schema\.json$/, '')
    .split('-')
    .map(pascal)
    .join('');

/**
 * The request message of an endpoint: its body schema's message, or for a GET (no body) a message
 * `${Rpc}Request` whose fields are the query parameters (empty for meta).
 */
export const requestMessageOf = (endpoint: Endpoint): string =>
  endpoint.requestSchema === undefined ? `${rpcNameOf(endpoint)}Request` : messageNameOfSchema(endpoint.requestSchema);

/** The answer message: the schema of its successes (every success of one endpoint has the same schema). */
export const responseMessageOf = (endpoint: Endpoint): string => {
  const schemas = new Set(endpoint.successes.map((s) => s.schema));
  const [schema] = schemas;
  if (schemas.size !== 1 || schema === undefined) throw new Error(`endpoint ${endpoint.id} answers ${schemas.size} success schemas; gRPC needs exactly one`);
  return messageNameOfSchema(schema);
};

/** The endpoint behind a gRPC method path, or undefined. */
export const endpointOfMethodPath = (path: string, endpoints: readonly Endpoint[] = ENDPOINT_LIST): Endpoint | undefined =>
  endpoints.find((endpoint) => grpcMethodPathOf(endpoint) === path);

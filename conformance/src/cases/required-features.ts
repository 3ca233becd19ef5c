import { ENDPOINT_LIST, routerOf, type Endpoint } from '@parasol/core';
import { unknownFieldFinder, validateAgainst, type UnknownFieldFinder } from '@parasol/core/internal';
import { BodyMapper, MappingError, messageDescOf, requestMessageOf, TRAVEL_PACKAGE } from '@parasol/grpc';
import type { Fixtures } from '../transport/fixtures.js';
import type { TransportFeature } from '../transport/transport.js';
import type { CaseStep, ConformanceCase } from './conformance-case.js';
import { lookup } from './json-pointer.js';
import { fillTemplates } from './templates.js';
import { endpointCalled } from './spec-endpoints.js';

const PLACEHOLDER = /^\{\{[A-Za-z][A-Za-z0-9]*\}\}$/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fixture bodies filled in; values captured at run time stay placeholders. */
const filled = (step: CaseStep, fixtures: Fixtures): CaseStep => {
  const known = { ...fixtures.bodies };
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string' && PLACEHOLDER.test(value)) {
      const name = value.slice(2, -2);
      return Object.hasOwn(known, name) ? fill(fillTemplates(value, known)) : value;
    }
    if (Array.isArray(value)) return value.map(fill);
    if (isObject(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v)]));
    return value;
  };
  return { ...step, request: { ...step.request, body: fill(step.request.body) } };
};

/** The JSON value a body is sent as, or undefined when its bytes are not JSON at all. */
const sentJson = (body: unknown): { json: unknown } | undefined => {
  if (typeof body !== 'string' || PLACEHOLDER.test(body)) return { json: body };
  try {
    return { json: JSON.parse(body) };
  } catch {
    return undefined;
  }
};

/**
 * What a case needs from a transport beyond calling the spec's endpoints with well-typed bodies,
 * read from the case itself (after fixture bodies are filled in): a route that is no endpoint of
 * the table, bytes that are no JSON object, or an object its request schema refuses on a field's
 * type. Values captured at run time are trusted to fit. A transport that lacks a feature a case
 * needs does not run that case (connect's conformance runner does the same with its features).
 */
const finders = new Map<string, UnknownFieldFinder>();
const unknownFieldsOf = (schemaId: string, body: unknown): string[] => {
  let find = finders.get(schemaId);
  if (find === undefined) finders.set(schemaId, (find = unknownFieldFinder(schemaId)));
  return find(body);
};

/**
 * A `required` violation whose missing field is an array: with `[]` in its place the schema no
 * longer misses it and finds no type fault there (minItems may still complain, which is fine).
 */
const requiredArrayMissing = (schemaId: string, violation: { keyword: string; path: string; message: string }, json: unknown): boolean => {
  if (violation.keyword !== 'required') return false;
  const missing = /'([^']+)'/.exec(violation.message)?.[1];
  if (missing === undefined) return false;
  const probe = structuredClone(json);
  const parent = lookup(probe, violation.path);
  if (!parent.found || !isObject(parent.value)) return false;
  parent.value[missing] = [];
  const again = validateAgainst(schemaId, probe);
  if (again.valid) return true;
  const childPath = `${violation.path}/${missing}`;
  return !again.violations.some((v) => (v.keyword === 'required' && v.path === violation.path && v.message.includes(`'${missing}'`)) || (v.keyword === 'type' && v.path === childPath));
};

/**
 * Whether the typed request message cannot carry a value of the body (its unknown fields aside): a
 * value the schema admits only where the operation does not read it (tripInfo beside trip), or a
 * null where a list or a list's item is due. A null for a single field is that field unset, the
 * same content (docs/conformance.md), so it needs nothing.
 */
const looseValues = (endpoint: Endpoint, json: unknown): boolean => {
  // Values captured at run time are trusted to fit: left out here.
  const withoutPlaceholders = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.filter((v) => !(typeof v === 'string' && PLACEHOLDER.test(v))).map(withoutPlaceholders)
      : isObject(value)
        ? Object.fromEntries(Object.entries(value).filter(([, v]) => !(typeof v === 'string' && PLACEHOLDER.test(v))).map(([k, v]) => [k, withoutPlaceholders(v)]))
        : value;
  try {
    new BodyMapper(messageDescOf(`${TRAVEL_PACKAGE}.${requestMessageOf(endpoint)}`)).toMessage(withoutPlaceholders(json), { unknown: 'drop' });
    return false;
  } catch (e) {
    if (e instanceof MappingError) return true;
    throw e;
  }
};

const ROUTE = routerOf(ENDPOINT_LIST);

export function requiredFeatures(testCase: ConformanceCase, fixtures: Fixtures): ReadonlySet<TransportFeature> {
  const needs = new Set<TransportFeature>();
  for (const raw of testCase.steps) {
    const step = filled(raw, fixtures);
    const { method, path, body } = step.request;
    const endpoint = endpointCalled(method, path);
    if (endpoint === undefined) {
      needs.add('http-routing');
      continue;
    }
    if (endpoint.requestSchema === undefined) {
      if (body !== undefined) needs.add('raw-body');
      const declared = new Set((endpoint.queryParameters ?? []).filter((p) => p['in'] !== 'path').map((p) => String(p['name'])));
      if (Object.keys(step.request.query ?? {}).some((name) => !declared.has(name))) needs.add('unknown-fields');
      continue;
    }
    const sent = body === undefined ? undefined : sentJson(body);
    if (sent === undefined || !isObject(sent.json)) {
      needs.add('raw-body');
      continue;
    }
    const check = validateAgainst(endpoint.requestSchema, sent.json);
    const schemaId = endpoint.requestSchema;
    const typeFaults = check.valid
      ? []
      : check.violations
          .filter((v) => {
            if (v.keyword === 'type' || v.keyword === 'oneOf') return true;
            // An enum given another JSON type than its values' (the number 3.2 for "3.2").
            if (v.keyword === 'enum') {
              const at = lookup(sent.json, v.path);
              return at.found && typeof at.value !== 'string';
            }
            return requiredArrayMissing(schemaId, v, sent.json);
          })
          .filter((v) => {
            const at = lookup(sent.json, v.path);
            return !(at.found && typeof at.value === 'string' && PLACEHOLDER.test(at.value));
          });
    if (typeFaults.length > 0) needs.add('schema-invalid-body');
    else if (looseValues(endpoint, sent.json)) needs.add('loose-values');
    if (unknownFieldsOf(schemaId, sent.json).length > 0) needs.add('unknown-fields');
  }
  return needs;
}

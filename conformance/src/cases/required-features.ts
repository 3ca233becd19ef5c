import { ENDPOINT_LIST, validateAgainst } from '@parasol/core';
import type { Fixtures } from '../transport/fixtures.js';
import type { TransportFeature } from '../transport/transport.js';
import type { CaseStep, ConformanceCase } from './conformance-case.js';
import { lookup } from './json-pointer.js';
import { fillTemplates } from './templates.js';

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
export function requiredFeatures(testCase: ConformanceCase, fixtures: Fixtures): ReadonlySet<TransportFeature> {
  const needs = new Set<TransportFeature>();
  for (const raw of testCase.steps) {
    const step = filled(raw, fixtures);
    const { method, path, body } = step.request;
    const endpoint = ENDPOINT_LIST.find((e) => e.path === path && e.method === method);
    if (endpoint === undefined) {
      needs.add('http-routing');
      continue;
    }
    if (endpoint.requestSchema === undefined) {
      if (body !== undefined) needs.add('raw-body');
      continue;
    }
    const sent = body === undefined ? undefined : sentJson(body);
    if (sent === undefined || !isObject(sent.json)) {
      needs.add('raw-body');
      continue;
    }
    const check = validateAgainst(endpoint.requestSchema, sent.json);
    const typeFaults = check.valid
      ? []
      : check.violations.filter((v) => v.keyword === 'type' || v.keyword === 'oneOf').filter((v) => {
          const at = lookup(sent.json, v.path);
          return !(at.found && typeof at.value === 'string' && PLACEHOLDER.test(at.value));
        });
    if (typeFaults.length > 0) needs.add('schema-invalid-body');
  }
  return needs;
}

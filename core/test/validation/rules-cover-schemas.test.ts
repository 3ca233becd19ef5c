import { expect } from 'chai';
import { SCHEMAS, schemaIdOf } from '@parasol/core/internal';
import { QUOTE_REQUEST_RULES } from '../../src/validation/parse-quote-request.js';
import { LINK_REQUEST_RULES } from '../../src/validation/parse-link-request.js';
import { CONVERSION_REPORT_RULES } from '../../src/validation/parse-conversion-report.js';

type Json = Record<string, unknown>;

const byId = new Map(SCHEMAS.map((s) => [s.$id, s as Json]));

/** Every field a body schema defines, written as rule keys are ('trip.travellers[].age'). */
const fieldPatterns = (schema: Json, prefix = ''): string[] => {
  const ref = schema['$ref'];
  const referenced = typeof ref === 'string' ? fieldPatterns(byId.get(ref) as Json, prefix) : [];
  const properties = Object.entries((schema['properties'] ?? {}) as Record<string, Json>).flatMap(([name, sub]) => {
    const field = prefix === '' ? name : `${prefix}.${name}`;
    return [field, ...fieldPatterns(sub, field)];
  });
  const items = schema['items'] === undefined ? [] : [`${prefix}[]`, ...fieldPatterns(schema['items'] as Json, `${prefix}[]`)];
  const branches = [...((schema['allOf'] ?? []) as Json[]), schema['then'], schema['else']]
    .filter((branch): branch is Json => branch !== undefined)
    .flatMap((branch) => fieldPatterns(branch, prefix));
  return [...new Set([...referenced, ...properties, ...items, ...branches])];
};

describe('the error-code rules cover the request schemas exactly', () => {
  for (const [name, rules] of [
    ['quote-request', QUOTE_REQUEST_RULES],
    ['link-request', LINK_REQUEST_RULES],
    ['postback-request', CONVERSION_REPORT_RULES],
  ] as const) {
    it(`${name}: one rule per field, none for a field the schema does not define`, () => {
      const fields = fieldPatterns(byId.get(schemaIdOf(name)) as Json);
      expect([...rules.keys()].sort()).to.deep.equal([...fields].sort());
    });
  }
});

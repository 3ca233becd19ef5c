import ajv2020 from 'ajv/dist/2020.js';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import cardDataSchema from '../../../../core/src/schemas/card-data.schema.json' with { type: 'json' };
import countryFactsSchema from '../../../../core/src/schemas/country-facts.schema.json' with { type: 'json' };
import catalogueJson from '../../src/coach/card-catalogue.json' with { type: 'json' };
import binRangesJson from '../../src/coach/bin-ranges.json' with { type: 'json' };
import genericProfilesJson from '../../src/coach/generic-profiles.json' with { type: 'json' };
import countryFactsJson from '../../src/coach/country-facts.json' with { type: 'json' };
import formalitiesJson from '../../src/coach/formalities.json' with { type: 'json' };

const Ajv2020 = ajv2020.default;
// The options core's schema registry compiles with (core/src/validation/schema-registry.ts).
const ajv = new Ajv2020({ allErrors: true, strict: true, strictRequired: false, allowUnionTypes: true });

export const validateCardData: ValidateFunction = ajv.compile(cardDataSchema);
export const validateCountryFacts: ValidateFunction = ajv.compile(countryFactsSchema);

export { cardDataSchema, countryFactsSchema };

/** The shipped data files as plain JSON, for the schema and consistency checks. */
export const SHIPPED_FILES = {
  'card-catalogue.json': { json: catalogueJson, validate: validateCardData },
  'bin-ranges.json': { json: binRangesJson, validate: validateCardData },
  'generic-profiles.json': { json: genericProfilesJson, validate: validateCardData },
  'country-facts.json': { json: countryFactsJson, validate: validateCountryFacts },
  'formalities.json': { json: formalitiesJson, validate: validateCountryFacts },
} as const;

/** A deep copy of a JSON value, to break one field in a test. */
export const copyOf = <T>(value: T): T => structuredClone(value);

/** Request validation: the API's JSON Schemas, compiled once, with failures mapped to the spec's codes. */
export { refuseIllFormedText, illFormedTextIn, illFormedParameterIn } from './well-formed-text.js';
export { validateAgainst, schemaIdOf, SCHEMAS, SCHEMA_BASE, type SchemaName, type SchemaCheck, type SchemaViolation } from './schema-registry.js';
export { lazyValidator, type Validator } from './lazy-validator.js';
export { ajvForShippedSchemas } from './ajv-for-shipped-schemas.js';
export { parseQuoteRequest } from './parse-quote-request.js';
export { parseLinkRequest } from './parse-link-request.js';
export { parseConversionReport } from './parse-conversion-report.js';
export { normaliseTrip, type RawTrip } from './normalise-trip.js';
export { VALIDATION_PRECEDENCE, type ValidationCode } from './error-precedence.js';
export { MAX_AMOUNT } from './amounts.js';
export { unknownFieldFinder, type UnknownFieldFinder } from './unknown-fields.js';

import ajv2020 from 'ajv/dist/2020.js';
import type { Options } from 'ajv/dist/2020.js';

// ajv is CommonJS: `.default` is the class for both Node and tsc (see schema-registry.ts).
const Ajv2020 = ajv2020.default;

/**
 * An ajv instance for schemas Parasol ships (core/src/schemas), which does not check each schema
 * against the 2020-12 meta-schema as it is added. Why: that check first compiles the meta-schema
 * itself, about 70 ms per instance, and the catalogue's instance is paid by every `npm start`
 * (issue 14: under 1 s to the first answer), the API's by the first request. The schemas are
 * constants of the code, so the check runs once per test run instead:
 * core/test/validation/shipped-schemas-are-valid.test.ts holds every one to the meta-schema.
 */
export const ajvForShippedSchemas = (options: Options = {}): InstanceType<typeof Ajv2020> => new Ajv2020({ ...options, validateSchema: false });

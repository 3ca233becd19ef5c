import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The OpenAPI document `parasol serve` publishes (/openapi.json, /docs): the committed
 * docs/openapi.json, which the code generator writes from core's schemas and its test keeps exact
 * (tools/codegen/test/generate-openapi.test.ts). Read, not built, so the product carries no code
 * generator. Beside this module in the checkout (the bundle keeps each module's location).
 */
export const API_REFERENCE_FILE = fileURLToPath(new URL('../../../../docs/openapi.json', import.meta.url));

/** The document, read when first asked for (its first request). */
export const readApiReference = (file: string = API_REFERENCE_FILE): object => JSON.parse(readFileSync(file, 'utf8')) as object;

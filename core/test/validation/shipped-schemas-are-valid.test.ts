import { expect } from 'chai';
import { readdirSync, readFileSync } from 'node:fs';
import ajv2020 from 'ajv/dist/2020.js';

const SCHEMAS_DIR = new URL('../../src/schemas/', import.meta.url);
const shipped = readdirSync(SCHEMAS_DIR).filter((file) => file.endsWith('.schema.json'));

// The check the runtime's ajv instances skip (ajv-for-shipped-schemas.ts): every schema Parasol
// ships is a valid draft 2020-12 schema, held to the meta-schema by a fresh, default ajv.
describe('core: the shipped JSON Schemas', () => {
  it('are all found (the folder is read, not listed by hand)', () => {
    expect(shipped).to.include.members(['quote-request.schema.json', 'catalogue.schema.json', 'bootstrap.schema.json']);
  });

  for (const file of shipped) {
    it(`${file} is valid against the 2020-12 meta-schema`, () => {
      const ajv = new ajv2020.default();
      const schema = JSON.parse(readFileSync(new URL(file, SCHEMAS_DIR), 'utf8')) as object;
      const valid = ajv.validateSchema(schema);
      expect(ajv.errors ?? [], `${file}: ${ajv.errorsText(ajv.errors)}`).to.deep.equal([]);
      expect(valid).to.equal(true);
    });
  }
});

import { expect } from 'chai';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { lazyValidator } from '../../src/validation/lazy-validator.js';

describe('lazyValidator: a schema compiled on its first use', () => {
  const schema = { type: 'object', properties: { age: { type: 'integer', minimum: 0 } }, required: ['age'] } as const;

  it('compiles nothing until the first check, then exactly once', () => {
    let compiles = 0;
    const validate = lazyValidator(() => {
      compiles += 1;
      return new Ajv2020({ allErrors: true }).compile<{ age: number }>(schema);
    });
    expect(compiles).to.equal(0);
    expect(validate.errors).to.equal(undefined);
    expect(validate({ age: 3 })).to.equal(true);
    expect(validate({ age: -1 })).to.equal(false);
    expect(validate({})).to.equal(false);
    expect(compiles).to.equal(1);
  });

  it('reports the errors of the last check, as the compiled function does', () => {
    const validate = lazyValidator(() => new Ajv2020({ allErrors: true }).compile<{ age: number }>(schema));
    expect(validate({ age: 'x' })).to.equal(false);
    expect(validate.errors?.map((e) => `${e.instancePath} ${e.keyword}`)).to.deep.equal(['/age type']);
    expect(validate({ age: 1 })).to.equal(true);
    expect(validate.errors).to.equal(null);
  });

  it('fails loudly on first use when the schema does not compile', () => {
    const validate = lazyValidator(() => new Ajv2020({ strict: true }).compile({ type: 'object', nonsense: 1 }));
    expect(() => validate({})).to.throw(/nonsense/);
  });
});

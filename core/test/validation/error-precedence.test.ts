import { expect } from 'chai';
import { ERROR_CATALOGUE } from '@parasol/core';
import { VALIDATION_PRECEDENCE } from '@parasol/core/internal';
import { DOCUMENTED_PRECEDENCE } from './precedence-order.js';

describe('validation precedence', () => {
  it('is the documented order (docs/validation.md)', () => {
    expect(VALIDATION_PRECEDENCE).to.deep.equal(DOCUMENTED_PRECEDENCE);
  });

  it('keeps the error catalogue order for every 400 code it ranks, BAD_REQUEST (the catch-all) aside', () => {
    const catalogueOrder = Object.keys(ERROR_CATALOGUE).filter((code) => (VALIDATION_PRECEDENCE as readonly string[]).includes(code) && code !== 'BAD_REQUEST');
    expect(VALIDATION_PRECEDENCE.filter((code) => code !== 'BAD_REQUEST')).to.deep.equal(catalogueOrder);
  });
});

import { expect } from 'chai';
import { newRequestId } from '../src/request-id.js';

describe('REST request ids', () => {
  it('are req_ and a version-4 UUID without its dashes, never the same twice (past the 256 ids of one draw)', () => {
    const ids = Array.from({ length: 2000 }, newRequestId);
    for (const id of ids) expect(id).to.match(/^req_[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(new Set(ids).size).to.equal(ids.length);
  });
});

import { expect } from 'chai';
import { INDEXES } from '../src/index.js';

/**
 * A statement page must read only its own documents (issue 25, item 8): each query the sale store
 * sends has an index whose key is its equality fields (in any order) then the sort, bookedAt and
 * saleId. The in-process test server has no `explain`, so this checks the shape the planner needs;
 * real-mongod.test.ts checks the plan itself when MONGODB_URI names a real server.
 */
const SORT = ['bookedAt', 'saleId'];
const QUERIES: readonly { readonly what: string; readonly equalities: readonly string[] }[] = [
  { what: 'a statement page', equalities: ['ledger', 'partnerCode'] },
  { what: 'a statement page filtered by status', equalities: ['ledger', 'partnerCode', 'status'] },
  { what: 'the validation sweep', equalities: ['ledger', 'status'] },
];

describe('MongoDB sale indexes: every listing is an index prefix, equality fields then the sort', () => {
  for (const { what, equalities } of QUERIES) {
    it(`${what}: {${equalities.join(', ')}} then bookedAt, saleId`, () => {
      const matching = INDEXES.sales.filter((index) => {
        const fields = Object.keys(index.key);
        const head = fields.slice(0, equalities.length);
        return head.length === equalities.length && equalities.every((f) => head.includes(f)) && JSON.stringify(fields.slice(equalities.length, equalities.length + 2)) === JSON.stringify(SORT);
      });
      expect(matching.map((i) => i.name), what).to.have.length.above(0);
    });
  }
});

/**
 * A statement read (GET /api/v1/ledger/statement) sends, beside its page, two aggregations summing
 * the partner's sales (balances and settlement balances), both matching {ledger, partnerCode}:
 * an index must start with those two fields, or each read scans the whole collection. (The sums
 * still read every sale of the partner: docs/benchmarks.md, "Statement reads".)
 */
describe('MongoDB sale indexes: a statement read\'s balances match on an index prefix', () => {
  it('{ledger, partnerCode} starts an index (partner_listing)', () => {
    const matching = INDEXES.sales.filter((index) => JSON.stringify(Object.keys(index.key).slice(0, 2).sort()) === JSON.stringify(['ledger', 'partnerCode']));
    expect(matching.map((i) => i.name)).to.include('partner_listing');
  });
});

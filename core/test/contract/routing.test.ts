import { expect } from 'chai';
import { ENDPOINTS, routerOf, type Endpoint } from '@parasol/core';

/** The router's path parameters (docs/decisions: endpoints may take a path parameter). */
describe('routerOf: exact paths, then `{name}` segments', () => {
  const route = routerOf(Object.values(ENDPOINTS) as Endpoint[]);

  it('routes a concrete path to its template and hands the segment on, decoded', () => {
    const routed = route('GET', '/api/v1/ledger/payouts/po_abc%2Dd');
    expect(routed.endpoint?.id).to.equal('readPayout');
    expect(routed.endpoint && routed.params).to.deep.equal({ payoutId: 'po_abc-d' });
  });

  it('prefers an exact path, and gives it no parameters', () => {
    const routed = route('GET', '/api/v1/ledger/payouts');
    expect(routed.endpoint?.id).to.equal('listPayouts');
    expect(routed.endpoint && routed.params).to.equal(undefined);
  });

  it('matches one segment only, never an empty one; another method is 405 naming what the path takes', () => {
    expect(route('GET', '/api/v1/ledger/payouts/a/b').endpoint).to.equal(undefined);
    expect(route('GET', '/api/v1/ledger/payouts/').endpoint).to.equal(undefined);
    const post = route('POST', '/api/v1/ledger/payouts/po_1');
    expect(post.endpoint === undefined && post.failure).to.deep.include({ code: 'METHOD_NOT_ALLOWED' });
  });
});

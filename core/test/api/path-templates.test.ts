import { expect } from 'chai';
import { fillPath, matchPath, pathParametersOf, routerOf, type Endpoint } from '@parasol/core';

const anEndpoint = (id: string, method: Endpoint['method'], path: string): Endpoint =>
  ({ id, method, path, scope: null, bucket: null, needsAttribution: false, successes: [], refusals: {}, clientMethod: id, tag: 'webhooks', summary: id, description: id }) as Endpoint;

describe('path templates in the endpoint table', () => {
  const route = routerOf([
    anEndpoint('list', 'GET', '/api/v1/things'),
    anEndpoint('remove', 'DELETE', '/api/v1/things/{id}'),
    anEndpoint('rotate', 'POST', '/api/v1/things/{id}/rotate'),
    anEndpoint('special', 'GET', '/api/v1/things/special'),
  ]);

  it('routes an exact path before a template that also matches it', () => {
    expect(route('GET', '/api/v1/things/special').endpoint?.id).to.equal('special');
    expect(route('DELETE', '/api/v1/things/special')).to.deep.include({ failure: { code: 'METHOD_NOT_ALLOWED', detail: '/api/v1/things/special accepts GET.' } });
  });

  it('reads each {name} as one whole segment, percent-decoded', () => {
    expect(route('DELETE', '/api/v1/things/we_123')).to.deep.include({ params: { id: 'we_123' } });
    expect(route('post', '/api/v1/things/a%20b/rotate')).to.deep.include({ params: { id: 'a b' } });
    expect(route('DELETE', '/api/v1/things/a/b').endpoint, 'two segments are no id').to.equal(undefined);
    expect(route('DELETE', '/api/v1/things/').endpoint, 'an empty segment is no id').to.equal(undefined);
    expect(route('DELETE', '/api/v1/things/%E0%A4%A').endpoint, 'a segment that does not decode').to.equal(undefined);
  });

  it('answers 405 for a template path with another method, 404 for no path, case-sensitive', () => {
    expect(route('GET', '/api/v1/things/we_1')).to.deep.include({ failure: { code: 'METHOD_NOT_ALLOWED', detail: '/api/v1/things/we_1 accepts DELETE.' } });
    expect(route('DELETE', '/api/v1/Things/we_1').endpoint).to.equal(undefined);
  });

  it('refuses two endpoints on one method and template, as on one path', () => {
    expect(() => routerOf([anEndpoint('a', 'DELETE', '/x/{id}'), anEndpoint('b', 'DELETE', '/x/{id}')])).to.throw('two endpoints are bound to DELETE /x/{id}');
  });

  it('names, matches and fills parameters', () => {
    expect(pathParametersOf('/a/{id}/b/{other}')).to.deep.equal(['id', 'other']);
    expect(pathParametersOf('/a/b')).to.deep.equal([]);
    expect(matchPath('/a/{id}', '/a/x')).to.deep.equal({ id: 'x' });
    expect(matchPath('/a/{id}', '/b/x')).to.equal(undefined);
    expect(fillPath('/a/{id}/rotate', { id: 'we/../x' })).to.equal('/a/we%2F..%2Fx/rotate');
    expect(() => fillPath('/a/{id}', {})).to.throw('/a/{id} needs the path parameter id');
  });
});

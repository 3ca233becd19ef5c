import { expect } from 'chai';
import { Metadata } from '@grpc/grpc-js';
import { adminTokenCheck, newAdminToken } from '../src/internal/admin-token.js';

const withAuthorization = (value?: string) => {
  const metadata = new Metadata();
  if (value !== undefined) metadata.set('authorization', value);
  return metadata;
};

describe('grpc: the internal services\' admin token', () => {
  const token = newAdminToken();
  const check = adminTokenCheck(token);

  it('accepts exactly `Bearer <token>`', () => {
    expect(token).to.match(/^[A-Za-z0-9_-]{43}$/);
    expect(check(withAuthorization(`Bearer ${token}`))).to.equal(true);
  });

  it('refuses anything else: no header, another scheme, a prefix, an extension, another token', () => {
    for (const value of [undefined, '', token, `Basic ${token}`, `Bearer ${token.slice(0, -1)}`, `Bearer ${token}x`, `bearer ${token}`, `Bearer ${newAdminToken()}`]) {
      expect(check(withAuthorization(value)), String(value)).to.equal(false);
    }
  });

  it('refuses to guard anything with a short configured token', () => {
    expect(() => adminTokenCheck('short-token')).to.throw(/at least 32 characters/);
  });
});

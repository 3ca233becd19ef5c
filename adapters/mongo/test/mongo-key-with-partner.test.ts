import { expect } from 'chai';
import { aPartnerRecord, anApiKeyRecord } from '@parasol/port-contracts';
import { MongoKeyStore, MongoPartnerStore } from '../src/index.js';
import { useMongoHarness } from './harness/mongo-harness.js';

// The joined read authentication uses on MongoDB must answer what the two stores' own reads answer.
describe('MongoDB key store: a key and its partner in one read', () => {
  const mongo = useMongoHarness();
  const stores = async () => {
    const db = await mongo.freshDb(['keys', 'partners']);
    return { keys: new MongoKeyStore(db.collection('keys')), partners: new MongoPartnerStore(db.collection('partners')) };
  };

  it('answers the key and its partner as get and the partner store read them', async () => {
    const { keys, partners } = await stores();
    await partners.create(aPartnerRecord({ code: 'acme', status: 'approved' }));
    await partners.create(aPartnerRecord({ code: 'other' }));
    await keys.create(anApiKeyRecord({ keyId: 'ak_test_joined000000000000000001', partnerCode: 'acme' }));
    const found = await keys.getWithPartner('ak_test_joined000000000000000001');
    expect(found).to.deep.equal({ key: await keys.get('ak_test_joined000000000000000001'), partner: await partners.get('acme') });
  });

  it('answers a key crediting no partner, or a partner that does not exist, without one', async () => {
    const { keys, partners } = await stores();
    await partners.create(aPartnerRecord({ code: 'acme' }));
    const { partnerCode: _none, ...withoutPartner } = anApiKeyRecord({ keyId: 'ak_test_joined000000000000000002' });
    await keys.create(withoutPartner);
    await keys.create(anApiKeyRecord({ keyId: 'ak_test_joined000000000000000003', partnerCode: 'gone' }));
    expect(await keys.getWithPartner('ak_test_joined000000000000000002')).to.deep.equal({ key: await keys.get('ak_test_joined000000000000000002') });
    expect(await keys.getWithPartner('ak_test_joined000000000000000003')).to.deep.equal({ key: await keys.get('ak_test_joined000000000000000003') });
  });

  it('answers nothing for an unknown key', async () => {
    const { keys } = await stores();
    expect(await keys.getWithPartner('ak_test_unknown00000000000000001')).to.equal(undefined);
  });

  it('reads the partner as it is now: a change to the partner shows on the next read', async () => {
    const { keys, partners } = await stores();
    await partners.create(aPartnerRecord({ code: 'acme', status: 'pending' }));
    await keys.create(anApiKeyRecord({ keyId: 'ak_test_joined000000000000000004', partnerCode: 'acme' }));
    const before = await partners.get('acme');
    expect(await partners.replace({ ...before!, status: 'approved', version: before!.version + 1 }, before!.version)).to.equal(true);
    expect((await keys.getWithPartner('ak_test_joined000000000000000004'))?.partner?.status).to.equal('approved');
  });
});

import { expect } from 'chai';
import { anApiKeyRecord, aPartnerRecord } from '@parasol/port-contracts';
import { COLLECTIONS, INDEXES, SCHEMA_VERSION, UnknownSchemaVersionError, clientOptionsFor, connectMongoStores, derivedId, type MongoStores } from '../src/index.js';
import { FaultProxy } from './harness/fault-proxy.js';
import { TEST_CLIENT_OPTIONS, freshDatabaseName } from './harness/test-database.js';
import { useMongoHarness } from './harness/mongo-harness.js';

describe('connectMongoStores', () => {
  const mongo = useMongoHarness();
  const opened: MongoStores[] = [];
  const connectTo = async (db: string, uri = mongo.database.uri(db)) => {
    const stores = await connectMongoStores(uri, { clientOptions: TEST_CLIENT_OPTIONS });
    opened.push(stores);
    return stores;
  };
  afterEach(async () => {
    for (const stores of opened.splice(0)) await stores.close();
  });

  it('creates every documented index at start-up, and a second start-up on the same database changes nothing', async () => {
    const name = freshDatabaseName();
    const first = await connectTo(name);
    const indexesOf = async () =>
      Object.fromEntries(await Promise.all(Object.values(COLLECTIONS).map(async (c) => [c, (await first.db.collection(c).indexes()).map((i) => i.name).sort()])));
    const before = await indexesOf();
    for (const c of Object.values(COLLECTIONS)) expect(before[c], c).to.deep.equal(['_id_', ...INDEXES[c].map((i) => i.name!)].sort());
    await connectTo(name);
    expect(await indexesOf()).to.deep.equal(before);
  });

  it('uses the database the connection string names, and shares state between two clients on it (two instances)', async () => {
    const name = freshDatabaseName();
    const one = await connectTo(name);
    const other = await connectTo(name);
    expect(one.db.databaseName).to.equal(name);
    expect(await one.keys.create(anApiKeyRecord())).to.equal(true);
    expect(await other.keys.create(anApiKeyRecord())).to.equal(false);
    expect(await other.keys.get(anApiKeyRecord().keyId)).to.deep.equal(anApiKeyRecord());
  });

  it('stores a record beside a derived _id and its schema version, and refuses to read a version it does not know', async () => {
    const stores = await connectTo(freshDatabaseName());
    const partner = aPartnerRecord();
    await stores.partners.create(partner);
    const raw = await stores.db.collection('partners').findOne({ code: partner.code });
    expect(raw).to.deep.include({ ...partner, schemaVersion: SCHEMA_VERSION });
    expect(raw!._id.equals(derivedId('partners', partner.code))).to.equal(true);
    await stores.db.collection('partners').updateOne({ code: partner.code }, { $set: { schemaVersion: SCHEMA_VERSION + 1 } });
    const read = await stores.partners.get(partner.code).catch((e: unknown) => e);
    // A newer document is a deployment bug (500), not an outage (503): the error says which.
    expect(read).to.be.instanceOf(UnknownSchemaVersionError);
  });

  it('reports the database in ping: reachable, then not while it is gone, then reachable again without a new client', async () => {
    const proxy = await FaultProxy.start(mongo.database.host, mongo.database.port);
    try {
      const stores = await connectTo('', mongo.database.uriVia(proxy.port, freshDatabaseName()));
      expect((await stores.ping()).ok).to.equal(true);
      await proxy.down();
      expect(await stores.ping()).to.deep.equal({ ok: false, detail: 'unreachable' });
      await proxy.up();
      expect((await stores.ping()).ok).to.equal(true);
    } finally {
      await proxy.close();
    }
  });

  it('refuses to start when the database cannot be reached, leaving no client open', async () => {
    const proxy = await FaultProxy.start(mongo.database.host, mongo.database.port);
    await proxy.down();
    const refused = await connectMongoStores(mongo.database.uriVia(proxy.port, freshDatabaseName()), { clientOptions: TEST_CLIENT_OPTIONS }).catch((e: unknown) => e);
    expect((refused as Error).name).to.equal('MongoServerSelectionError');
  });
});

describe('MongoDB client options', () => {
  it('asks for majority writes and reads, retryable writes and short timeouts by default', () => {
    expect(clientOptionsFor('mongodb://db1,db2/parasol?replicaSet=rs0')).to.deep.include({
      w: 'majority',
      readConcernLevel: 'majority',
      retryWrites: true,
      serverSelectionTimeoutMS: 2000,
      socketTimeoutMS: 5000,
      ignoreUndefined: true,
    });
  });

  it('lets the connection string decide whatever it sets, and the caller override both', () => {
    const options = clientOptionsFor('mongodb://db1/parasol?w=1&RetryWrites=false&readConcernLevel=local', { socketTimeoutMS: 100 });
    expect(options).to.not.have.any.keys('w', 'wtimeoutMS', 'retryWrites', 'readConcernLevel');
    expect(options.socketTimeoutMS).to.equal(100);
  });
});

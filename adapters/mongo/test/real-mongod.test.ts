import { expect } from 'chai';
import { ObjectId } from 'mongodb';
import { anApiKeyRecord, aPartnerRecord, aSaleRecord, aSubscriptionRecord } from '@parasol/port-contracts';
import { COLLECTIONS, SCHEMA_VERSION, connectMongoStores, isDuplicateKey } from '../src/index.js';
import { FaultProxy } from './harness/fault-proxy.js';
import { TEST_CLIENT_OPTIONS, freshDatabaseName } from './harness/test-database.js';
import { useMongoHarness } from './harness/mongo-harness.js';

/**
 * What only a real mongod does, so these tests are registered only when MONGODB_URI names one
 * (a replica set: docs/deployment.md, "Running the test suite on a replica set"). The forbidden
 * pending tests rule out a skipped test, hence the plain `if`. The in-process test server
 * accepts duplicates under a secondary unique index and never retries a write, which is why the
 * stores' correctness rests on neither; these tests check the extra safety a real one adds.
 */
if (process.env.MONGODB_URI) {
  describe('MongoDB behaviour of a real server (real mongod only)', () => {
    const mongo = useMongoHarness();

    it('refuses, with a duplicate key, a second document of an existing natural key under another _id, in every collection (real mongod only)', async () => {
      const stores = await connectMongoStores(mongo.database.uri(freshDatabaseName()), { clientOptions: TEST_CLIENT_OPTIONS });
      try {
        const key = anApiKeyRecord();
        const partner = aPartnerRecord();
        const subscription = aSubscriptionRecord();
        const sale = aSaleRecord();
        await stores.keys.create(key);
        await stores.partners.create(partner);
        await stores.subscriptions.create(subscription);
        await stores.sales.create(sale);
        await stores.counters.increment('daily:k:reads:2999-01-01', 5, Date.UTC(2999, 0, 2));
        const intruders: [string, object][] = [
          [COLLECTIONS.keys, key],
          [COLLECTIONS.partners, partner],
          [COLLECTIONS.subscriptions, { ...subscription, subscriptionId: 'sub_other' }],
          [COLLECTIONS.subscriptionIds, { subscriptionId: subscription.subscriptionId }],
          [COLLECTIONS.sales, { ...sale, saleId: 'sale_other' }],
          [COLLECTIONS.counters, { name: 'daily:k:reads:2999-01-01', count: 0, expiresAt: new Date(Date.UTC(2999, 0, 2)) }],
        ];
        for (const [collection, document] of intruders) {
          const refused = await stores.db
            .collection(collection)
            .insertOne({ ...document, _id: new ObjectId(), schemaVersion: SCHEMA_VERSION })
            .catch((e: unknown) => e);
          expect(isDuplicateKey(refused), collection).to.equal(true);
        }
      } finally {
        await stores.close();
      }
    });

    it('retries a booking whose answer was lost once, applying it exactly once: no 503 on a replica set (real mongod replica set only)', async () => {
      const proxy = await FaultProxy.start(mongo.database.host, mongo.database.port);
      const stores = await connectMongoStores(mongo.database.uriVia(proxy.port, freshDatabaseName()), { clientOptions: TEST_CLIENT_OPTIONS });
      try {
        proxy.cutOn('insert', 'reply', { collection: COLLECTIONS.sales });
        // The driver's retryable write: the server recognises the retry by its transaction number.
        expect(await stores.sales.create(aSaleRecord())).to.equal(true);
        expect(proxy.pendingCuts, 'the answer was cut').to.equal(0);
        expect(await stores.db.collection(COLLECTIONS.sales).countDocuments({})).to.equal(1);
      } finally {
        await stores.close();
        await proxy.close();
      }
    });

    it('plans a statement page, filtered by status or not, as an index scan reading the page only (real mongod only)', async () => {
      const name = freshDatabaseName();
      const stores = await connectMongoStores(mongo.database.uri(name), { clientOptions: TEST_CLIENT_OPTIONS });
      try {
        for (let i = 0; i < 300; i++) await stores.sales.create(aSaleRecord({ externalOrderId: `order-${i}`, saleId: `sale_${String(i).padStart(6, '0')}`, bookedAt: 1_700_000_000_000 + i, status: i % 3 === 0 ? 'validated' : 'pending' }));
        const sales = mongo.client.db(name).collection(COLLECTIONS.sales);
        for (const [filter, index] of [[{ ledger: 'live', partnerCode: 'acme' }, 'partner_listing'], [{ ledger: 'live', partnerCode: 'acme', status: 'validated' }, 'partner_status_listing']] as const) {
          const plan = (await sales.find(filter).sort({ bookedAt: 1, saleId: 1 }).limit(51).explain('executionStats')) as { executionStats: { totalDocsExamined: number }; queryPlanner: { winningPlan: unknown } };
          expect(JSON.stringify(plan.queryPlanner.winningPlan), index).to.include(`"indexName":"${index}"`);
          expect(plan.executionStats.totalDocsExamined, index).to.be.at.most(51);
        }
      } finally {
        await stores.close();
      }
    });
  });
}

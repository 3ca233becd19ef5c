import type { SaleRecord } from '@parasol/core';

/**
 * Writes seeded sales straight into a MongoDB store's `sales` collection, 1,000 a command, as the
 * adapter would store them (its own id and document mapping): the bench's money-scale scenarios
 * seed tens of thousands of sales, which one `create` each would take minutes to write on the
 * MongoDB-wire test server.
 */
export async function seedMongoSales(db: { collection(name: string): { insertMany(documents: object[]): Promise<unknown> } }, records: readonly SaleRecord[]): Promise<void> {
  // Imported here: the adapter loads only for a scenario's MongoDB side.
  const { derivedId, toDocument } = await import('@parasol/adapter-mongo');
  const collection = db.collection('sales');
  for (let at = 0; at < records.length; at += 1000) {
    await collection.insertMany(records.slice(at, at + 1000).map((r) => toDocument(derivedId('sales', r.ledger, r.partnerCode, r.externalOrderId), r)));
  }
}

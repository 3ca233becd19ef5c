import { createHash } from 'node:crypto';
import { ObjectId, type Document } from 'mongodb';

/**
 * How a record becomes a document and back, the same for every collection.
 *
 * `_id` is derived from the record's natural key: the first 12 bytes of SHA-256 over the
 * collection's namespace and the key's parts (JSON-encoded, so no choice of separator can make
 * two keys meet), as an ObjectId. A natural key as `_id` is what makes create-if-absent one
 * insertOne whose duplicate key (11000) is the answer, on any server: `_id` is unique everywhere,
 * while secondary unique indexes are not enforced by every MongoDB-wire server (the in-process
 * test server ignores them) and, on a sharded cluster, only per shard unless the shard key
 * prefixes them. String `_id`s would read better but that test server refuses them. 96 bits:
 * a collision between two natural keys is out of reach; the filters name the key's fields too.
 *
 * The record's own fields sit at the top level beside `_id` and `schemaVersion`, so indexes,
 * shard keys and an operator's queries name them directly (docs/deployment.md lists them).
 */
export const SCHEMA_VERSION = 1;

export const derivedId = (namespace: string, ...parts: readonly (string | number)[]): ObjectId =>
  new ObjectId(createHash('sha256').update(JSON.stringify([namespace, ...parts])).digest().subarray(0, 12));

/** The stored form of `record`: its fields as they are, plus `_id` and the schema version. */
export const toDocument = <R extends object>(id: ObjectId, record: R): Document => ({ ...record, _id: id, schemaVersion: SCHEMA_VERSION });

/** A document written by a newer Parasol whose shape this one does not know. */
export class UnknownSchemaVersionError extends Error {
  override readonly name = 'UnknownSchemaVersionError';
}

/**
 * The record a document holds: its fields without `_id` and the schema version. A document of a
 * schema version this code does not know is refused loudly (500) rather than read wrong: rolling
 * deployments put readers of a new version everywhere before any writer of it (docs/deployment.md).
 */
export function fromDocument<R>(document: Document | null): R | undefined {
  if (document === null) return undefined;
  const { _id: _ignored, schemaVersion, ...record } = document;
  if (schemaVersion !== SCHEMA_VERSION) throw new UnknownSchemaVersionError(`document ${String(_ignored)} has schema version ${String(schemaVersion)}; this Parasol reads ${SCHEMA_VERSION}`);
  return record as R;
}

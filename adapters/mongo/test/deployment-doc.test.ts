import { expect } from 'chai';
import { readFileSync } from 'node:fs';
import { COLLECTIONS, INDEXES } from '../src/index.js';

/**
 * docs/deployment.md tells operators which collections and indexes exist (and how to shard
 * them); start-up creates them from collections.ts. This keeps the two the same.
 */
describe('docs/deployment.md: collections and indexes', () => {
  const doc = readFileSync(new URL('../../../docs/deployment.md', import.meta.url), 'utf8');
  const section = doc.slice(doc.indexOf('## Collections, indexes and shard keys'), doc.indexOf('## How each request uses the database'));
  const rows = section.split('\n').filter((line) => /^\| `\w+` \|/.test(line));
  const documented = Object.fromEntries(
    rows.map((row) => {
      const cells = row.split('|').map((c) => c.trim());
      const indexes = [...(cells[3] ?? '').matchAll(/`(\w+)`:/g)].map((m) => m[1]!);
      return [cells[1]!.replaceAll('`', ''), indexes.sort()];
    }),
  );

  it('lists every collection, and no other', () => {
    expect(Object.keys(documented).sort()).to.deep.equal(Object.values(COLLECTIONS).sort());
  });

  it('names every index start-up creates, collection by collection', () => {
    for (const collection of Object.values(COLLECTIONS)) {
      expect(documented[collection], collection).to.deep.equal(INDEXES[collection].map((i) => i.name!).sort());
    }
  });
});

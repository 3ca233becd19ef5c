import { expect } from 'chai';
import fc from 'fast-check';
import { frozenCopy } from '../src/frozen-copy.js';

/** Frozen all the way down. */
const isDeeplyFrozen = (value: unknown): boolean =>
  typeof value !== 'object' || value === null || (Object.isFrozen(value) && Object.values(value).every(isDeeplyFrozen));

/** What frozenCopy gave before it copied plain data by hand, and must still give: structuredClone's copy, frozen. */
const frozenClone = (value: unknown): unknown => {
  const freeze = (v: unknown): unknown => {
    if (typeof v === 'object' && v !== null) {
      for (const child of Object.values(v)) freeze(child);
      Object.freeze(v);
    }
    return v;
  };
  return freeze(structuredClone(value));
};

/** A copy, or the name of the error refusing it. */
const outcome = (copy: () => unknown): { copy?: unknown; refused?: string } => {
  try {
    return { copy: copy() };
  } catch (e) {
    return { refused: (e as Error).name };
  }
};

describe('memory: frozenCopy, structuredClone frozen', () => {
  it('copies any value as structuredClone does, deeply frozen, never the original (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.jsonValue({ maxDepth: 5 }),
          fc.anything({ maxDepth: 4, withBoxedValues: true, withDate: true, withMap: true, withSet: true, withNullPrototype: true, withSparseArray: true, withTypedArray: true, withBigInt: true, withObjectString: true }),
        ),
        (value) => {
          const mine = outcome(() => frozenCopy(value));
          const theirs = outcome(() => frozenClone(value));
          expect(mine.refused).to.equal(theirs.refused);
          if (mine.refused !== undefined) return;
          expect(mine.copy).to.deep.equal(theirs.copy);
          expect(isDeeplyFrozen(mine.copy)).to.equal(true);
          if (typeof value === 'object' && value !== null) expect(mine.copy).not.to.equal(value);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('keeps what only structuredClone keeps: shared parts, Dates, own __proto__ keys, holes, -0; refuses a cycle as before', () => {
    const shared = { n: 1 };
    const sharing = frozenCopy({ a: shared, b: shared });
    expect(sharing.a).to.equal(sharing.b);
    const loop: Record<string, unknown> = { n: 1 };
    loop.self = loop;
    expect(() => frozenCopy(loop)).to.throw(RangeError);
    const dated = frozenCopy({ at: new Date(5) });
    expect(dated.at).to.be.instanceOf(Date);
    const proto = frozenCopy(JSON.parse('{"__proto__": {"x": 1}}') as Record<string, unknown>);
    expect(Object.getPrototypeOf(proto)).to.equal(Object.prototype);
    expect(Object.keys(proto)).to.deep.equal(['__proto__']);
    expect(frozenCopy([1, , 3])).to.deep.equal(structuredClone([1, , 3])); // eslint-disable-line no-sparse-arrays
    expect(Object.is(frozenCopy({ z: -0 }).z, -0)).to.equal(true);
  });

  it('copies own keys only, as structuredClone does, even while Object.prototype carries an enumerable key (a for-in walk would not)', () => {
    Object.defineProperty(Object.prototype, 'polluted', { value: 1, enumerable: true, configurable: true, writable: true });
    try {
      const copy = frozenCopy({ a: 1, nested: { b: [2] } });
      expect(Object.keys(copy)).to.deep.equal(['a', 'nested']);
      expect(Object.keys(copy.nested)).to.deep.equal(['b']);
      expect(isDeeplyFrozen(copy)).to.equal(true);
    } finally {
      delete (Object.prototype as { polluted?: unknown }).polluted;
    }
  });

  it('refuses what structuredClone refuses, or cannot freeze', () => {
    expect(() => frozenCopy({ f: () => 1 })).to.throw();
    expect(() => frozenCopy({ s: Symbol('s') })).to.throw();
    expect(() => frozenCopy({ bytes: new Uint8Array(2) })).to.throw(TypeError);
  });
});

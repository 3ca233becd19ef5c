import { expect } from 'chai';
import fc from 'fast-check';
import { deepFreeze } from '@parasol/core/internal';
import { frozenJson } from '../../src/serialise/frozen-json.js';
import { builtOnFrozenParts } from '../../src/serialise/answer-json.js';

/** What JSON.stringify gives, or the class of error it throws: frozenJson must do the same. */
const outcome = (write: () => string): string => {
  try {
    return `text ${write()}`;
  } catch (e) {
    return `threw ${(e as Error).constructor.name}`;
  }
};

const expectSameAsStringify = (value: object) => {
  expect(outcome(() => frozenJson(value))).to.equal(outcome(() => JSON.stringify(value)));
};

/** A small deterministic generator, so a shrunk counterexample freezes the same parts again. */
const coinFlips = (seed: number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/** Freezes some parts of `value`: whole subtrees, single objects, or nothing, as the coin says. */
const freezeSome = (value: unknown, coin: () => number): void => {
  if (typeof value !== 'object' || value === null) return;
  const draw = coin();
  if (draw < 0.25) {
    try {
      deepFreeze(value);
    } catch {
      // A typed array with elements cannot be frozen: left as it is.
    }
    return;
  }
  for (const child of Object.values(value)) freezeSome(child, coin);
  if (draw < 0.5) {
    try {
      Object.freeze(value);
    } catch {
      // as above
    }
  }
};

/** Values of every kind JSON.stringify meets, those frozenJson writes and those it leaves to JSON.stringify. */
const aValue = fc.anything({
  maxDepth: 5,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withBigInt: true,
  withUnicodeString: true,
});

/** Plain JSON data, the shape answers have. */
const aJsonValue = fc.jsonValue({ maxDepth: 6 });

describe('frozenJson: JSON.stringify, reusing the text of frozen parts', () => {
  it('writes any value exactly as JSON.stringify, whichever parts are frozen, again once their text is kept', () => {
    fc.assert(
      fc.property(fc.oneof(aValue, aJsonValue), fc.integer(), (value, seed) => {
        const body = { value };
        freezeSome(body, coinFlips(seed));
        expectSameAsStringify(body);
        // The second time the frozen parts' text is reused.
        expectSameAsStringify(body);
      }),
      { numRuns: 400 },
    );
  });

  it('follows a change to any part that is not frozen, while the frozen parts keep their text', () => {
    const covers = deepFreeze({ hospital: { state: 'value', value: 30_000 }, cancel: { state: 'trip_price', value: null } });
    const offer: Record<string, unknown> = { id: 1, guarantees: covers, price: { amount: 12.5 } };
    const body = { offers: [offer] };
    expect(frozenJson(body)).to.equal(JSON.stringify(body));
    offer.price = { amount: 13 };
    offer.position = 1;
    (body.offers as unknown[]).push({ id: 2, guarantees: covers });
    expect(frozenJson(body)).to.equal(JSON.stringify(body));
  });

  it('keeps no text for a frozen object with an unfrozen part, a getter or a toJSON', () => {
    let current = 1;
    const inner = { n: 1 };
    const shallow = Object.freeze({ inner });
    const withGetter = Object.freeze(Object.defineProperty({}, 'n', { enumerable: true, get: () => current }));
    const withToJson = Object.freeze({ toJSON: () => `now ${current}` });
    const body = { shallow, withGetter, withToJson };
    expect(frozenJson(body)).to.equal('{"shallow":{"inner":{"n":1}},"withGetter":{"n":1},"withToJson":"now 1"}');
    inner.n = 2;
    current = 2;
    expect(frozenJson(body)).to.equal('{"shallow":{"inner":{"n":2}},"withGetter":{"n":2},"withToJson":"now 2"}');
    expect(frozenJson(body)).to.equal(JSON.stringify(body));
  });

  it('writes numbers, strings and omitted values as JSON.stringify does', () => {
    const strings = ['', 'plain', 'quote " and \\ backslash', '\u0000\u001f\u007f', '\ud800 lone', '\udc00', '😀', '\u2028\u2029', '</script>'];
    const numbers = [0, -0, 1.5, -1e21, 1e21, 5e-324, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity];
    const body = {
      strings,
      numbers,
      omitted: { u: undefined, f: () => 1, s: Symbol('s'), kept: true },
      inArray: [undefined, () => 1, Symbol('s'), null],
      sparse: [1, , 3], // eslint-disable-line no-sparse-arrays
      [Symbol('hidden')]: 1,
      '2': 'integer keys first',
      '1': 'in ascending order',
      b: 1,
      a: 2,
    };
    expectSameAsStringify(body);
    expectSameAsStringify(deepFreeze(structuredClone({ strings, numbers })));
  });

  it('leaves to JSON.stringify what it does not write itself: Dates, toJSON, boxed values, class instances, bigints', () => {
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    const cases: object[] = [
      { at: new Date(Date.UTC(2026, 0, 2)) },
      { custom: { toJSON: (key: string) => `key ${key}` } },
      { nested: [{ toJSON: (key: string) => ({ key }) }] },
      { boxed: [new Number(3), new String('s'), new Boolean(false)] }, // eslint-disable-line no-new-wrappers
      { point: new Point(1, 2) },
      { map: new Map([[1, 2]]) },
      { nullProto: Object.assign(Object.create(null) as object, { a: 1 }) },
      { big: 1n },
      deepFreeze({ big: 1n }),
    ];
    for (const value of cases) expectSameAsStringify(value);
  });

  it('throws as JSON.stringify does on a cycle, frozen or not', () => {
    const loop: Record<string, unknown> = { a: 1 };
    loop.self = loop;
    expectSameAsStringify(loop);
    const frozenLoop: Record<string, unknown> = { b: [] };
    (frozenLoop.b as unknown[]).push(frozenLoop);
    Object.freeze(frozenLoop.b);
    Object.freeze(frozenLoop);
    expectSameAsStringify(frozenLoop);
    expect(() => frozenJson(loop)).to.throw(TypeError);
  });

  it('writes deep nesting, beyond what it writes by hand, as JSON.stringify does', () => {
    let deep: unknown = { leaf: true };
    for (let i = 0; i < 500; i++) deep = i % 2 === 0 ? [deep] : { deep };
    expectSameAsStringify({ deep });
    expectSameAsStringify(deepFreeze({ deep }));
  });

  it('defers to JSON.stringify while the shared prototypes carry a toJSON or an enumerable property', () => {
    const covers = deepFreeze({ a: { state: 'value', value: 1 } });
    const body = { covers, list: [1, 2] };
    frozenJson(body);
    try {
      Object.defineProperty(Object.prototype, 'toJSON', { value: () => 'patched', configurable: true, writable: true });
      expectSameAsStringify(body);
    } finally {
      delete (Object.prototype as { toJSON?: unknown }).toJSON;
    }
    try {
      Object.defineProperty(Array.prototype, 'toJSON', { value: () => 'patched array', configurable: true, writable: true });
      expectSameAsStringify(body);
    } finally {
      delete (Array.prototype as { toJSON?: unknown }).toJSON;
    }
    try {
      Object.defineProperty(Object.prototype, 'inherited', { value: 1, enumerable: true, configurable: true, writable: true });
      expectSameAsStringify({ a: 1 });
    } finally {
      delete (Object.prototype as { inherited?: unknown }).inherited;
    }
    expectSameAsStringify(body);
  });

  it('quotes strings as JSON.stringify does, however many and however often they come back', () => {
    const strings = Array.from({ length: 9_000 }, (_, i) => (i % 3 === 0 ? `plain ${i}` : i % 3 === 1 ? `quote " ${i} \\ \u0001` : `${'long '.repeat(60)}${i}`));
    for (let round = 0; round < 3; round++) {
      const body = { strings: round === 1 ? [...strings].reverse() : strings, again: strings.slice(0, 50) };
      expect(frozenJson(body)).to.equal(JSON.stringify(body));
    }
  });

  it('tells a body built around frozen parts (walked by hand) from one without (left to JSON.stringify)', () => {
    const covers = deepFreeze({ a: { state: 'value', value: 1 } });
    expect(builtOnFrozenParts({ covers, n: 1 })).to.equal(true);
    expect(builtOnFrozenParts({ offers: [{ id: 1, insurer: covers }], n: 1 })).to.equal(true);
    expect(builtOnFrozenParts({ covers: { a: 1 }, offers: [{ id: 1, insurer: { name: 'x' } }], n: 1 })).to.equal(false);
    expect(builtOnFrozenParts({ error: 'NOT_FOUND', requestId: 'r' })).to.equal(false);
  });
});

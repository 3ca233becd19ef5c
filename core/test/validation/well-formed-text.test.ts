import { expect } from 'chai';
import fc from 'fast-check';
import { illFormedTextIn, type IllFormedText } from '../../src/validation/well-formed-text.js';

/**
 * The scan as first written: every value pushed with its pointer already spelled out. The scan
 * under test spells out only the pointer of what it finds; both must find the same member.
 */
const withPointers = (value: unknown): IllFormedText | undefined => {
  const es2024 = (text: string) => text as unknown as { isWellFormed(): boolean; toWellFormed(): string };
  const wellFormed = (text: string): boolean => es2024(text).isWellFormed();
  const escape = (token: string): string => es2024(token).toWellFormed().replaceAll('~', '~0').replaceAll('/', '~1');
  const pending: [unknown, string][] = [[value, '']];
  while (pending.length > 0) {
    const [current, pointer] = pending.pop()!;
    if (typeof current === 'string') {
      if (!wellFormed(current)) return { pointer, inName: false };
    } else if (Array.isArray(current)) {
      for (let i = current.length - 1; i >= 0; i--) pending.push([current[i], `${pointer}/${i}`]);
    } else if (typeof current === 'object' && current !== null) {
      const names = Object.keys(current);
      for (const name of names) if (!wellFormed(name)) return { pointer: `${pointer}/${escape(name)}`, inName: true };
      for (let i = names.length - 1; i >= 0; i--) pending.push([(current as Record<string, unknown>)[names[i]!], `${pointer}/${escape(names[i]!)}`]);
    }
  }
  return undefined;
};

/** Text that is sometimes ill-formed: lone high and low surrogates, pairs, and the pointer's own ~ and /. */
const text = fc.array(fc.constantFrom('a', 'é', '~', '/', '0', '\ud800', '\udc00', '\ud83d\ude00'), { maxLength: 4 }).map((parts) => parts.join(''));
const json = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small', withCrossShrink: true }, text, fc.integer(), fc.boolean(), fc.constant(null), tie('array'), tie('object')),
  array: fc.array(tie('value'), { maxLength: 4 }),
  object: fc.dictionary(text, tie('value'), { maxKeys: 4 }),
})).value;

describe('validation: ill-formed text in a decoded body', () => {
  it('names the same first member as a scan that spells out every pointer', () => {
    fc.assert(
      fc.property(json, (value) => {
        expect(illFormedTextIn(value)).to.deep.equal(withPointers(value));
      }),
      { numRuns: 500 },
    );
  });

  it('spells the pointer with ~0 and ~1, and an ill-formed name it reports with U+FFFD', () => {
    expect(illFormedTextIn({ 'a/b': [{ '~x': 'ok' }, { 'n\ud800': { v: '\udc00' } }] })).to.deep.equal({ pointer: '/a~1b/1/n\ufffd', inName: true });
    expect(illFormedTextIn({ 'a/b': [{ '~x': '\ud800' }] })).to.deep.equal({ pointer: '/a~1b/0/~0x', inName: false });
    expect(illFormedTextIn({ 'n\ud800': 1 })).to.deep.equal({ pointer: '/n\ufffd', inName: true });
    expect(illFormedTextIn('\ud800')).to.deep.equal({ pointer: '', inName: false });
    expect(illFormedTextIn({ a: ['ok', { b: '\ud83d\ude00' }] })).to.equal(undefined);
  });
});

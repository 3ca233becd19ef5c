import fc from 'fast-check';

/**
 * Every name a plain object answers without holding it: Object.prototype's own properties
 * ('constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__',
 * 'isPrototypeOf'...). A table written as an object literal and indexed by what a caller sent
 * returns a function (or the prototype itself) for these instead of undefined. Read off the
 * runtime, so a property a future engine adds is tested too.
 */
export const PROTOTYPE_NAMES: readonly string[] = Object.getOwnPropertyNames(Object.prototype);

/**
 * A prototype name as a caller might type it: as is, in upper or mixed case, or with spaces and
 * punctuation around (card words are folded: case, accents and punctuation aside).
 */
export const prototypeWordArb: fc.Arbitrary<string> = fc
  .tuple(fc.constantFrom(...PROTOTYPE_NAMES), fc.constantFrom('as-is', 'upper', 'capitalised', 'padded'))
  .map(([name, form]) => {
    switch (form) {
      case 'upper':
        return name.toUpperCase();
      case 'capitalised':
        return name.charAt(0).toUpperCase() + name.slice(1);
      case 'padded':
        return ` ${name}. `;
      default:
        return name;
    }
  });

/** RFC 6901 pointers over plain JSON data, with "present" meaning an own property (even undefined). */

const segmentsOf = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map((s) => s.replaceAll('~1', '/').replaceAll('~0', '~'));

export type Lookup = { readonly found: true; readonly value: unknown } | { readonly found: false };

export function lookup(document: unknown, pointer: string): Lookup {
  let current: unknown = document;
  for (const segment of segmentsOf(pointer)) {
    if (Array.isArray(current)) {
      if (!/^(0|[1-9]\d*)$/.test(segment) || Number(segment) >= current.length) return { found: false };
      current = current[Number(segment)];
    } else if (current !== null && typeof current === 'object' && Object.hasOwn(current, segment)) {
      current = (current as Record<string, unknown>)[segment];
    } else {
      return { found: false };
    }
  }
  return { found: true, value: current };
}

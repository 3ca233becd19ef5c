/** A form-encoded value as Stripe's SDK sends it: `a[b][0][c]=1` nests into objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };

/**
 * Reads an `application/x-www-form-urlencoded` body the way Stripe's API does: bracketed keys
 * build nested objects, numeric brackets arrays (`line_items[0][quantity]=1`).
 */
export function readFormBody(text: string): Record<string, FormValue> {
  const root: Record<string, FormValue> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.match(/^[^[\]]+|\[[^[\]]*\]/g)?.map((part) => part.replace(/^\[|\]$/g, '')) ?? [key];
    let node: Record<string, FormValue> = root;
    for (const [i, part] of path.entries()) {
      if (i === path.length - 1) {
        node[part] = value;
        break;
      }
      const next = node[part];
      if (typeof next === 'object' && next !== null) node = next as Record<string, FormValue>;
      else {
        const created: Record<string, FormValue> = {};
        node[part] = created;
        node = created;
      }
    }
  }
  return arraysFromIndexedObjects(root) as Record<string, FormValue>;
}

/** `{0: …, 1: …}` becomes `[…, …]`, depth first. */
function arraysFromIndexedObjects(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const entries = Object.entries(value).map(([k, v]) => [k, arraysFromIndexedObjects(v)] as const);
  if (entries.length > 0 && entries.every(([k], i) => k === String(i))) return entries.map(([, v]) => v);
  return Object.fromEntries(entries);
}

/** The string at `path` in a read body, or undefined. */
export function formString(body: Record<string, FormValue>, ...path: (string | number)[]): string | undefined {
  let node: FormValue | undefined = body;
  for (const part of path) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = Array.isArray(node) ? node[Number(part)] : node[String(part)];
  }
  return typeof node === 'string' ? node : undefined;
}

/** The flat string map at `path` (metadata), or {}. */
export function formRecord(body: Record<string, FormValue>, ...path: string[]): Record<string, string> {
  let node: FormValue | undefined = body;
  for (const part of path) node = node === undefined || typeof node === 'string' || Array.isArray(node) ? undefined : node[part];
  if (node === undefined || typeof node === 'string' || Array.isArray(node)) return {};
  return Object.fromEntries(Object.entries(node).filter((e): e is [string, string] => typeof e[1] === 'string'));
}

import { SCHEMAS, schemaIdOf, type SchemaName } from '@parasol/core/internal';

type Json = Record<string, unknown>;

/** A registered schema document by short name. */
export const schemaNamed = (name: SchemaName): Json => {
  const schema = SCHEMAS.find((s) => s.$id === schemaIdOf(name));
  if (schema === undefined) throw new Error(`no schema ${name}`);
  return schema as Json;
};

/** The value at a JSON pointer inside a document (undefined when absent). */
export const at = (document: unknown, pointer: string): unknown =>
  pointer
    .split('/')
    .slice(1)
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, segment) => (typeof node === 'object' && node !== null ? (node as Json)[segment] : undefined), document);

/** Every subschema of a document with its pointer, depth first (the document itself first). */
export const subschemas = (document: unknown, pointer = ''): [string, Json][] => {
  if (typeof document !== 'object' || document === null) return [];
  if (Array.isArray(document)) return document.flatMap((item, i) => subschemas(item, `${pointer}/${i}`));
  const node = document as Json;
  const children = Object.entries(node).flatMap(([key, value]) =>
    ['enum', 'const', 'examples', 'default', 'required'].includes(key) ? [] : subschemas(value, `${pointer}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}`),
  );
  return [[pointer, node], ...children];
};

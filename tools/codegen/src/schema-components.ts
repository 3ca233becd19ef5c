import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Json = Record<string, unknown>;

/** One core/src/schemas/*.schema.json file. */
export interface SchemaFile {
  readonly id: string;
  /** Its components.schemas key: coach-request.schema.json is CoachRequest. */
  readonly component: string;
  readonly document: Json;
}

const SCHEMA_DIR = fileURLToPath(new URL('./src/schemas/', import.meta.resolve('@parasol/core/package.json')));

const componentNameOf = (fileName: string): string =>
  fileName
    .replace(/\.schema\.json$/, '')
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');

/** Whatever schema files core holds now: new ones need no change here. */
export const readSchemaFiles = (): SchemaFile[] =>
  readdirSync(SCHEMA_DIR)
    .filter((name) => name.endsWith('.schema.json'))
    .sort()
    .map((name) => {
      const document = JSON.parse(readFileSync(`${SCHEMA_DIR}${name}`, 'utf8')) as Json;
      return { id: String(document['$id']), component: componentNameOf(name), document };
    });

/** Keys whose values are data, not subschemas: a `$ref` inside them is not a reference. */
const DATA_KEYWORDS = new Set(['enum', 'const', 'examples', 'default']);

/**
 * Rewrites every $ref of a schema (absolute by $id, or relative to the schema's own $id) into a
 * pointer inside the OpenAPI document, and reports each schema it points at.
 */
const withLocalRefs = (node: unknown, baseId: string, componentOf: (id: string) => string): unknown => {
  if (Array.isArray(node)) return node.map((item) => withLocalRefs(item, baseId, componentOf));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => {
      if (key === '$ref' && typeof value === 'string') {
        const target = new URL(value, baseId);
        const pointer = decodeURIComponent(target.hash.slice(1));
        target.hash = '';
        return [key, `#/components/schemas/${componentOf(target.href)}${pointer}`];
      }
      return [key, DATA_KEYWORDS.has(key) ? value : withLocalRefs(value, baseId, componentOf)];
    }),
  );
};

/**
 * components.schemas for the given root schemas and every schema they reach, sorted by name.
 * Each keeps its content but not its `$id`/`$schema`: references become document pointers
 * (#/components/schemas/Trip), which every OpenAPI tool resolves, and the dialect is stated
 * once by jsonSchemaDialect.
 */
export const schemaComponents = (files: readonly SchemaFile[], rootIds: readonly string[]): Record<string, Json> => {
  const byId = new Map(files.map((file) => [file.id, file]));
  const fileOf = (id: string): SchemaFile => {
    const file = byId.get(id);
    if (file === undefined) throw new Error(`no schema file in core/src/schemas has $id ${id}`);
    return file;
  };
  const components = new Map<string, Json>();
  const pending = [...rootIds];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    const file = fileOf(id);
    if (components.has(file.component)) continue;
    const { $id: _id, $schema: _dialect, ...content } = file.document;
    const componentOf = (target: string): string => {
      pending.push(target);
      return fileOf(target).component;
    };
    components.set(file.component, withLocalRefs(content, file.id, componentOf) as Json);
  }
  return Object.fromEntries([...components].sort(([a], [b]) => a.localeCompare(b)));
};

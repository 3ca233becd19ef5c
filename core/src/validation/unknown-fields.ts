import type { AnySchemaObject } from 'ajv/dist/2020.js';
import { SCHEMAS } from './schema-registry.js';

/** Lists the JSON pointers of a body's fields its schema does not declare. */
export type UnknownFieldFinder = (body: unknown) => string[];

type Node = AnySchemaObject;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
/** The JSON pointer of `key` under `path` (raw property names and array indexes). */
const pointer = (path: readonly (string | number)[], key: string): string => {
  let at = '';
  for (const part of path) at += `/${typeof part === 'number' ? part : escaped(part)}`;
  return `${at}/${escaped(key)}`;
};
const escaped = (key: string) => key.replaceAll('~', '~0').replaceAll('/', '~1');

/**
 * Requests stay forward compatible (no request schema sets additionalProperties: false, so an
 * unknown field is never refused), but a typo such as `shouldCoverCancelation` must not pass
 * unnoticed: the answer lists every undeclared field (meta.unknownFields, with the UNKNOWN_FIELD
 * warning). A field is declared when the object's schema, its `$ref`, `allOf` parts or
 * conditional branches name it; alternatives (`oneOf`, such as the Coach's card modes) refuse
 * undeclared fields themselves and are not searched. Built once per schema: a request walks a
 * prepared tree, it never reads the schema documents, and builds a pointer only for a field it
 * reports (most requests have none).
 */
export function unknownFieldFinder(schemaId: string): UnknownFieldFinder {
  const byId = new Map(SCHEMAS.map((s) => [String(s.$id), s]));
  const resolve = (ref: string, base: Node): { node: Node; root: Node } => {
    if (ref.startsWith('#/')) {
      const node = ref.slice(2).split('/').reduce<unknown>((n, part) => (isObject(n) ? n[part] : undefined), base);
      if (!isObject(node)) throw new Error(`unknown-fields: ${ref} not found`);
      return { node: node as Node, root: base };
    }
    const target = byId.get(new URL(ref, String(base.$id)).href);
    if (target === undefined) throw new Error(`unknown-fields: no schema ${ref}`);
    return { node: target, root: target };
  };

  /** Every schema part that describes the same value: the node, its $ref, allOf and if/then/else. */
  const partsOf = (node: Node, root: Node): { node: Node; root: Node }[] => {
    const parts: { node: Node; root: Node }[] = [{ node, root }];
    if (typeof node.$ref === 'string') parts.push(...(({ node: n, root: r }) => partsOf(n, r))(resolve(node.$ref, root)));
    for (const key of ['allOf'] as const) for (const sub of (node[key] ?? []) as Node[]) if (isObject(sub)) parts.push(...partsOf(sub, root));
    for (const key of ['then', 'else'] as const) if (isObject(node[key])) parts.push(...partsOf(node[key] as Node, root));
    return parts;
  };

  const build = (node: Node, root: Node): UnknownFieldWalker => {
    const parts = partsOf(node, root);
    if (parts.some((p) => Array.isArray(p.node.oneOf))) return NOTHING;
    const properties = new Map<string, { node: Node; root: Node }[]>();
    for (const part of parts) {
      for (const [name, sub] of Object.entries((part.node.properties ?? {}) as Record<string, unknown>)) {
        if (isObject(sub)) properties.set(name, [...(properties.get(name) ?? []), { node: sub as Node, root: part.root }]);
      }
    }
    const items = parts.map((p) => p.node.items).find(isObject) as Node | undefined;
    const itemsRoot = parts.find((p) => isObject(p.node.items))?.root ?? root;
    const declaresObject = parts.some((p) => p.node.properties !== undefined);
    // Children are built on first use: schemas refer to each other, and most requests reach few fields.
    const children = new Map<string, UnknownFieldWalker>();
    const child = (name: string): UnknownFieldWalker => {
      let walker = children.get(name);
      if (walker === undefined) {
        // Parts that only describe the field (a description, an alias note) say nothing of its fields.
        const subs = (properties.get(name) ?? []).filter((s) => partsOf(s.node, s.root).some((p) => p.node.properties !== undefined || p.node.items !== undefined || p.node.oneOf !== undefined));
        const walkers = subs.map((s) => build(s.node, s.root));
        walker = walkers.length <= 1 ? (walkers[0] ?? NOTHING) : declaredByNone(walkers);
        children.set(name, walker);
      }
      return walker;
    };
    let itemWalker: UnknownFieldWalker | undefined;
    return (value, path, found) => {
      if (Array.isArray(value) && items !== undefined) {
        itemWalker ??= build(items, itemsRoot);
        for (let i = 0; i < value.length; i++) {
          path.push(i);
          itemWalker(value[i], path, found);
          path.pop();
        }
        return;
      }
      if (!isObject(value) || !declaresObject) return;
      for (const name of Object.keys(value)) {
        if (!properties.has(name)) {
          found.push(pointer(path, name));
          continue;
        }
        path.push(name);
        child(name)(value[name], path, found);
        path.pop();
      }
    };
  };

  const root = byId.get(schemaId);
  if (root === undefined) throw new Error(`unknown-fields: no schema ${schemaId}`);
  const walk = build(root, root);
  return (body) => {
    const found: string[] = [];
    walk(body, [], found);
    return found;
  };
}

/** Adds to `found` the pointers of the undeclared fields of `value`, which sits at `path`. */
type UnknownFieldWalker = (value: unknown, path: (string | number)[], found: string[]) => void;

const NOTHING: UnknownFieldWalker = () => {};

/** A field described in several parts is unknown only when no part declares it: what every walker finds. */
const declaredByNone =
  (walkers: readonly UnknownFieldWalker[]): UnknownFieldWalker =>
  (value, path, found) => {
    let common: string[] | undefined;
    for (const walker of walkers) {
      const mine: string[] = [];
      walker(value, path, mine);
      common = common === undefined ? mine : common.filter((f) => mine.includes(f));
    }
    found.push(...(common ?? []));
  };

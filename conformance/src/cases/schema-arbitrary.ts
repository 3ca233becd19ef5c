import fc from 'fast-check';
import type { AnySchemaObject } from 'ajv/dist/2020.js';

type Schema = AnySchemaObject | boolean;
type Json = unknown;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Days from 2020-01-01 to 2035-12-31: dates a trip can have, all valid calendar days. */
const DATE_FROM = Date.UTC(2020, 0, 1);
const DATE_DAYS = 5844;
const aDate = fc.integer({ min: 0, max: DATE_DAYS }).map((d) => new Date(DATE_FROM + d * 86_400_000).toISOString().slice(0, 10));
const aDateTime = fc.integer({ min: 0, max: DATE_DAYS * 86_400 }).map((s) => new Date(DATE_FROM + s * 1000).toISOString());

/** Any small JSON value, for a schema that says nothing (`true`, or only a description). */
const anyJson: fc.Arbitrary<Json> = fc.oneof(fc.boolean(), fc.integer({ min: -1000, max: 1000 }), fc.string({ maxLength: 8 }), fc.constant(null));

/**
 * fast-check arbitraries that produce values a JSON Schema (draft 2020-12) accepts, for the
 * keywords Parasol's request schemas use: type (one or several), enum, const, properties and
 * required (optional properties sometimes left out), items with min/maxItems, strings with
 * pattern, min/maxLength and the date and date-time formats, numbers and integers with
 * minimum/maximum, oneOf, allOf of object parts, and $ref (local `#/$defs/...` or another
 * registered schema by its relative `$id`). Conditional keywords (if/then/else) are not
 * generated from: callers filter what they produce through the schema itself (validateAgainst),
 * so a produced value is always one the schema accepts.
 */
export class SchemaArbitraries {
  private readonly byId: ReadonlyMap<string, AnySchemaObject>;

  constructor(schemas: readonly AnySchemaObject[]) {
    this.byId = new Map(schemas.map((s) => [String(s.$id), s]));
  }

  /** The arbitrary of the registered schema with this `$id`. */
  of(schemaId: string): fc.Arbitrary<Json> {
    const root = this.byId.get(schemaId);
    if (root === undefined) throw new Error(`schema-arbitrary: no schema ${schemaId}`);
    return this.arbitrary(root, root);
  }

  private arbitrary(schema: Schema, root: AnySchemaObject): fc.Arbitrary<Json> {
    if (schema === true) return anyJson;
    if (schema === false) throw new Error('schema-arbitrary: a false schema accepts nothing');
    if (schema.$ref !== undefined) return this.arbitrary(this.resolve(String(schema.$ref), root), schema.$ref.startsWith('#') ? root : this.resolve(String(schema.$ref), root));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as Json[]));
    if (Array.isArray(schema.oneOf)) return fc.oneof(...(schema.oneOf as Schema[]).map((s) => this.arbitrary(s, root)));
    if (Array.isArray(schema.allOf)) return this.objectOf(this.mergedObject(schema, root), root);
    const types = Array.isArray(schema.type) ? (schema.type as string[]) : schema.type === undefined ? this.impliedTypes(schema) : [String(schema.type)];
    // A schema that constrains nothing we generate from (a description, a condition): any value,
    // or one of its examples; the caller's filter keeps only what the whole schema accepts.
    if (types.length === 0) return Array.isArray(schema.examples) ? fc.constantFrom(...(schema.examples as Json[])) : anyJson;
    return fc.oneof(...types.map((type) => this.typed(type, schema, root)));
  }

  private typed(type: string, schema: AnySchemaObject, root: AnySchemaObject): fc.Arbitrary<Json> {
    switch (type) {
      case 'object':
        return this.objectOf(schema, root);
      case 'array':
        return fc.array(this.arbitrary((schema.items as Schema | undefined) ?? true, root), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 5, (schema.minItems ?? 0) + 5) });
      case 'string':
        return this.stringOf(schema);
      case 'integer':
        return fc.integer({ min: schema.minimum ?? -1_000_000, max: Math.min(schema.maximum ?? 1_000_000, 1_000_000_000) });
      case 'number':
        // Whole cents: money fields refuse more decimals than a currency has.
        return fc.integer({ min: Math.ceil((schema.minimum ?? -10_000) * 100), max: Math.floor(Math.min(schema.maximum ?? 100_000, 100_000) * 100) }).map((c) => c / 100);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      default:
        throw new Error(`schema-arbitrary: type ${type} is not supported`);
    }
  }

  private stringOf(schema: AnySchemaObject): fc.Arbitrary<string> {
    if (schema.format === 'date') return aDate;
    if (schema.format === 'date-time') return aDateTime;
    const bounds = { minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 16, (schema.minLength ?? 0) + 16) };
    if (typeof schema.pattern === 'string') return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length >= bounds.minLength && s.length <= (schema.maxLength ?? Infinity));
    return fc.string({ ...bounds, unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789-_'.split('')) });
  }

  /** Required properties always, optional ones sometimes; nothing undeclared is added. */
  private objectOf(schema: AnySchemaObject, root: AnySchemaObject): fc.Arbitrary<Json> {
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const required = new Set((schema.required ?? []) as string[]);
    const entries = Object.fromEntries(Object.entries(properties).map(([name, s]) => [name, this.arbitrary(s, root)]));
    const requiredKeys = Object.keys(entries).filter((k) => required.has(k));
    return fc.record(entries, { requiredKeys });
  }

  private mergedObject(schema: AnySchemaObject, root: AnySchemaObject): AnySchemaObject {
    const parts = [schema, ...((schema.allOf ?? []) as Schema[]).filter(isObject).map((p) => (p.$ref ? this.resolve(String(p.$ref), root) : p))] as AnySchemaObject[];
    return {
      type: 'object',
      properties: Object.assign({}, ...parts.map((p) => p.properties ?? {})),
      required: parts.flatMap((p) => (p.required ?? []) as string[]),
    };
  }

  private impliedTypes(schema: AnySchemaObject): string[] {
    if (schema.properties !== undefined || schema.required !== undefined) return ['object'];
    if (schema.items !== undefined) return ['array'];
    if (schema.pattern !== undefined || schema.format !== undefined) return ['string'];
    if (schema.minimum !== undefined || schema.maximum !== undefined) return ['number'];
    return [];
  }

  private resolve(ref: string, root: AnySchemaObject): AnySchemaObject {
    if (ref.startsWith('#/')) {
      const target = ref
        .slice(2)
        .split('/')
        .reduce<unknown>((node, part) => (isObject(node) ? node[part] : undefined), root);
      if (!isObject(target)) throw new Error(`schema-arbitrary: ${ref} not found`);
      return target as AnySchemaObject;
    }
    const id = new URL(ref, String(root.$id)).href;
    const target = this.byId.get(id);
    if (target === undefined) throw new Error(`schema-arbitrary: no schema ${id}`);
    return target;
  }
}

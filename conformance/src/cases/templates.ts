/**
 * "{{name}}" placeholders: a JSON string that is exactly a placeholder is replaced by the named
 * value (any JSON value: a fixture body, a captured sessionId, a captured number). Values are
 * filled in recursively, so fixture bodies may refer to each other. Inside a longer string (a
 * path such as /api/v1/webhooks/endpoints/{{hook}}), a placeholder is replaced by the named
 * value's text, which must be a string or a number.
 */
const PLACEHOLDER = /^\{\{([A-Za-z][A-Za-z0-9]*)\}\}$/;
const INLINE = /\{\{([A-Za-z][A-Za-z0-9]*)\}\}/g;
const MAX_DEPTH = 8;

export type TemplateValues = Readonly<Record<string, unknown>>;

export function fillTemplates<T>(value: T, values: TemplateValues, depth = 0): T {
  if (depth > MAX_DEPTH) throw new Error('conformance templates: placeholders nest too deep (a cycle?)');
  if (typeof value === 'string') {
    const name = PLACEHOLDER.exec(value)?.[1];
    if (name === undefined) {
      return value.replace(INLINE, (_whole, inline: string) => {
        const text = Object.hasOwn(values, inline) ? values[inline] : undefined;
        if (typeof text !== 'string' && typeof text !== 'number') throw new Error(`conformance templates: "${inline}" inside a string must name a string or a number`);
        return String(text);
      }) as T;
    }
    if (!Object.hasOwn(values, name)) throw new Error(`conformance templates: nothing is named "${name}" (fixture bodies or captures)`);
    return fillTemplates(values[name], values, depth + 1) as T;
  }
  if (Array.isArray(value)) return value.map((item) => fillTemplates(item, values, depth)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fillTemplates(v, values, depth)])) as T;
  }
  return value;
}

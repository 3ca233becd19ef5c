import type { Context } from 'koa';

/** Forms are a few fields; anything bigger is not one of ours. */
const FORM_LIMIT_BYTES = 16 * 1024;

/** The posted form's fields (first value of each), or undefined when the body is not a small urlencoded form. */
export const readForm = async (ctx: Context): Promise<Readonly<Record<string, string>> | undefined> => {
  if (!ctx.is('application/x-www-form-urlencoded')) return undefined;
  // Loaded by the first form: raw-body loads iconv-lite (half a megabyte of encodings' tables),
  // which every `npm start` paid for a funnel page no one may post (issue 14: start-up).
  const { default: getRawBody } = await import('raw-body');
  let text: string;
  try {
    text = await getRawBody(ctx.req, { limit: FORM_LIMIT_BYTES, encoding: 'utf8' });
  } catch {
    return undefined;
  }
  const fields: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(text)) if (!Object.hasOwn(fields, name)) fields[name] = value;
  return fields;
};

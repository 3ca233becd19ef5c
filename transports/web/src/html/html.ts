/**
 * HTML built from template literals: every interpolated value is escaped unless it is Html
 * already (another html`` fragment, or raw() for text this package wrote itself), so nothing a
 * traveller, a catalogue or a query string holds can become markup.
 */
export class Html {
  constructor(readonly text: string) {}
  toString(): string {
    return this.text;
  }
}

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

type Part = Html | string | number | boolean | null | undefined | readonly Part[];

const render = (part: Part): string => {
  if (part === null || part === undefined || part === false) return '';
  if (part instanceof Html) return part.text;
  if (Array.isArray(part)) return part.map(render).join('');
  return escapeHtml(String(part));
};

export const html = (strings: TemplateStringsArray, ...parts: Part[]): Html =>
  new Html(strings.reduce((out, s, i) => out + s + (i < parts.length ? render(parts[i] as Part) : ''), ''));

/** Markup this package wrote itself (never anything received). */
export const raw = (text: string): Html => new Html(text);

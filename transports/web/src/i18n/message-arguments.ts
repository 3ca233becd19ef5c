import { IntlMessageFormat } from 'intl-messageformat';

/** An argument of an ICU message: its name, and whether it is a number (plural, selectordinal, number). */
export interface MessageArgument {
  readonly name: string;
  readonly numeric: boolean;
}

// Element types of @formatjs/icu-messageformat-parser's AST (its TYPE enum), as intl-messageformat returns them.
const ARGUMENT = 1;
const NUMBER = 2;
const PLURAL = 6;
const SELECT = 5;
const DATE = 3;
const TIME = 4;

interface AstElement {
  readonly type: number;
  readonly value?: unknown;
  readonly options?: Readonly<Record<string, { readonly value: readonly AstElement[] }>>;
}

/**
 * The arguments a message takes, read from its parsed form (a message that does not parse
 * throws here). A translation must take the same ones as its English original: the pages pass
 * English's names, and a renamed or dropped argument would print nothing or a brace.
 */
export const messageArguments = (message: string, locale: string): readonly MessageArgument[] => {
  const found = new Map<string, boolean>();
  const walk = (elements: readonly AstElement[]): void => {
    for (const element of elements) {
      if ([ARGUMENT, NUMBER, PLURAL, SELECT, DATE, TIME].includes(element.type) && typeof element.value === 'string') {
        found.set(element.value, (found.get(element.value) ?? false) || element.type === NUMBER || element.type === PLURAL);
      }
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as unknown as readonly AstElement[]);
  return [...found].map(([name, numeric]) => ({ name, numeric })).sort((a, b) => a.name.localeCompare(b.name));
};

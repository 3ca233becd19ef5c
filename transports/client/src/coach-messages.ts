import { IntlMessageFormat } from 'intl-messageformat';
import type { CoachMessagesResponse } from './generated/api-types.js';

/** The variables of a bilan's message: strings the Coach pre-formatted for the market. */
export type CoachVars = Readonly<Record<string, string>>;

/** A sell argument of a bilan as the answer gives it: three message keys and their variables. */
export interface CoachArgumentKeys {
  readonly messageKeys: { readonly hook: string; readonly fact: string; readonly pitch: string };
  readonly vars: CoachVars;
}

/**
 * A Coach message catalogue (GET /api/v1/coach/messages) ready to render: each ICU message
 * compiled once, on first use, for the catalogue's language. Keep one per language and engine
 * version; the answer's ETag says when to fetch it again.
 */
export class CoachMessages {
  private readonly compiled = new Map<string, IntlMessageFormat>();

  constructor(readonly catalogue: CoachMessagesResponse) {}

  /**
   * The sentence of `key` with its variables. A key the catalogue does not hold renders as the
   * key itself: keys are forward-compatible additions, and an engine newer than the catalogue
   * fetched must not break a page.
   */
  render(key: string, vars: CoachVars = {}): string {
    const message = this.catalogue.messages[key];
    if (message === undefined) return key;
    let compiled = this.compiled.get(key);
    if (compiled === undefined) {
      compiled = new IntlMessageFormat(message, this.catalogue.lang);
      this.compiled.set(key, compiled);
    }
    return String(compiled.format(vars));
  }

  /** A sell argument as one paragraph: its hook, its fact and its pitch, each a sentence. */
  renderArgument(argument: CoachArgumentKeys): string {
    const { hook, fact, pitch } = argument.messageKeys;
    return [hook, fact, pitch].map((key) => sentence(this.render(key, argument.vars))).join(' ');
  }
}

/** A hook is a title ("No hospital cover abroad"); in a paragraph it ends as a sentence does. */
const sentence = (text: string): string => (/[.!?…]$/.test(text) ? text : `${text}.`);

/** One message of a catalogue, rendered: `new CoachMessages(catalogue).render(key, vars)` for a single use. */
export const renderCoachMessage = (catalogue: CoachMessagesResponse, key: string, vars: CoachVars = {}): string => new CoachMessages(catalogue).render(key, vars);

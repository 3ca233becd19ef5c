/** spec: Argument; categories in the order the spec lists them, which is the order arguments sort by. */
export const CATEGORIES = ['sante', 'voyage', 'biens', 'responsabilite', 'global'] as const;
export type Category = (typeof CATEGORIES)[number];

export const STRENGTHS = ['decisive', 'strong', 'useful'] as const;
export type Strength = (typeof STRENGTHS)[number];

export interface MessageKeys {
  readonly hook: string;
  readonly fact: string;
  readonly pitch: string;
}

export interface Argument {
  readonly id: string;
  readonly category: Category;
  readonly strength: Strength;
  /** The argument's headline figure, pre-formatted for the market. */
  readonly figure: string;
  /** The card's own figure the argument answers (its ceiling), pre-formatted; present when the card has one. */
  readonly quote?: string;
  readonly messageKeys: MessageKeys;
  /** Interpolation variables of the three messages; money and lists pre-formatted. */
  readonly vars: Readonly<Record<string, string>>;
}

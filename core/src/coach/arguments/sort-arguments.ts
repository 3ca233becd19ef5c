import { ARGUMENT_IDS, type ArgumentId } from './argument-catalogue.js';
import { CATEGORIES, STRENGTHS, type Argument } from './argument.js';

/**
 * spec: arguments sorted by strength (decisive first), then category in the order the spec lists
 * the enum (sante, voyage, biens, responsabilite, global); ties keep the catalogue order, so output
 * is stable.
 */
export const compareArguments = (a: Argument, b: Argument): number =>
  STRENGTHS.indexOf(a.strength) - STRENGTHS.indexOf(b.strength) ||
  CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category) ||
  ARGUMENT_IDS.indexOf(a.id as ArgumentId) - ARGUMENT_IDS.indexOf(b.id as ArgumentId);

export const sortArguments = (args: readonly Argument[]): Argument[] => [...args].sort(compareArguments);

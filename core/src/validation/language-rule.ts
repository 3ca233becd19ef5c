import { LANGUAGES } from '../reference/languages.js';
import type { FieldRule } from './schema-failures.js';

export const LANGUAGE_RULE: FieldRule = {
  code: 'BAD_LANGUAGE',
  mustBe: `one of the ${LANGUAGES.length} funnel languages: ${LANGUAGES.join(', ')}`,
};

import type { Language } from '@parasol/core/internal';

/**
 * The BCP 47 locale of a funnel language. The spec's codes are ISO 639-1 language codes, and all
 * but one are what Intl expects: `no` (Norwegian) is written as Bokmål, `nb`, the written
 * standard Intl's CLDR data carries full names and formats for.
 */
export const localeOf = (language: Language): string => (language === 'no' ? 'nb' : language);

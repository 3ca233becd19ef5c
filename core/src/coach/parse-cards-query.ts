import { fail, ok, type Result } from '../shared/result.js';
import type { CardsQuery } from './coach-request.js';

/**
 * GET /api/v1/coach/cards query -> CardsQuery. country: 2 letters, either case (read
 * upper-case), else BAD_COUNTRY; lang: fr or en, else BAD_LANGUAGE. Other parameters are ignored.
 */
export const parseCardsQuery = (query: Readonly<Record<string, string>>): Result<CardsQuery> => {
  const { country, lang } = query;
  if (country !== undefined && !/^[A-Za-z]{2}$/.test(country)) return fail('BAD_COUNTRY', 'country must be a 2-letter ISO 3166-1 code.');
  if (lang !== undefined && lang !== 'fr' && lang !== 'en') return fail('BAD_LANGUAGE', 'lang must be fr or en.');
  return ok({ ...(country === undefined ? {} : { country: country.toUpperCase() }), ...(lang === undefined ? {} : { lang }) });
};

import { signRequest } from '@parasol/core';

/**
 * The one request every scenario is loaded with: a realistic quote for two adults from France on
 * a two-week trip to Spain and Italy, in euros. The bare Koa baseline receives the same bytes and
 * headers, so the scenarios differ only in what the server does with them.
 */
export const QUOTE_PATH = '/api/v1/travel/quotes';

export const QUOTE_BODY = JSON.stringify({
  trip: {
    intent: 'forTourism',
    startDate: '2026-07-04',
    endDate: '2026-07-17',
    countryResidence: 'FR',
    arrivalCountries: ['ES', 'IT'],
    travellers: [{ age: 34 }, { age: 36 }],
    currency: 'EUR',
  },
  language: 'fr',
});

export interface BenchCredentials {
  readonly keyId: string;
  readonly secret: string;
}

/**
 * The signing headers of QUOTE_BODY, valid for the 5-minute timestamp window from `nowMs`: a
 * load phase reuses them for every request (signing stays out of the load generator's hot loop),
 * so each phase is signed afresh and lasts well under that window.
 */
export const signedQuoteHeaders = (credentials: BenchCredentials, nowMs: number): Record<string, string> => {
  const timestamp = String(Math.floor(nowMs / 1000));
  return {
    'content-type': 'application/json',
    'x-svc-key-id': credentials.keyId,
    'x-svc-timestamp': timestamp,
    'x-svc-signature': signRequest(credentials.secret, { timestamp, method: 'POST', pathname: QUOTE_PATH, rawBody: Buffer.from(QUOTE_BODY) }),
  };
};

import type { Random } from '@parasol/core';

/**
 * Partner codes for a new account, best first: the company name's letters and digits (accents
 * dropped, at most 20), then the same with four random digits, so that "Sunny Trips" becomes
 * `sunnytrips`, or `sunnytrips4821` when taken. Codes are 2 to 32 letters or digits (spec).
 */
export function* partnerCodeCandidates(company: string, random: Random): Generator<string> {
  const letters = company.normalize('NFKD').replace(/[^A-Za-z0-9]/g, '').toLowerCase().slice(0, 20);
  const base = letters.length >= 2 ? letters : 'partner';
  yield base;
  for (let i = 0; i < 20; i++) {
    const bytes = random.bytes(2);
    yield `${base}${String(((bytes[0]! << 8) | bytes[1]!) % 10_000).padStart(4, '0')}`;
  }
}

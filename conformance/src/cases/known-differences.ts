import { readFileSync } from 'node:fs';

/**
 * A case a transport is known to answer differently from the others, with the reason. The suite
 * expects such a case to FAIL on that transport (so a fixed difference is noticed and removed);
 * the list lives in conformance/known-differences.json and is meant to stay empty.
 */
export interface KnownDifference {
  readonly transport: string;
  readonly case: string;
  readonly reason: string;
}

export const KNOWN_DIFFERENCES_FILE = new URL('../../known-differences.json', import.meta.url);

export function loadKnownDifferences(file: URL = KNOWN_DIFFERENCES_FILE): readonly KnownDifference[] {
  const list = JSON.parse(readFileSync(file, 'utf8')) as unknown;
  if (!Array.isArray(list)) throw new Error('conformance/known-differences.json must be an array');
  for (const entry of list as KnownDifference[]) {
    if (typeof entry?.transport !== 'string' || typeof entry.case !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '') {
      throw new Error(`conformance/known-differences.json: every entry needs transport, case and a reason: ${JSON.stringify(entry)}`);
    }
  }
  return list as KnownDifference[];
}

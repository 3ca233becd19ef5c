import type { Endpoint } from '@parasol/core';

/**
 * The headers of every answer of a deprecated endpoint (docs/versioning.md): `Deprecation` as
 * RFC 9745 has it (a structured-field date, `@` and unix seconds) and `Sunset` as RFC 8594 has it
 * (an HTTP-date), so a client's HTTP layer can warn before the route goes. None for any other.
 */
export const deprecationHeaders = (endpoint: Endpoint | undefined): readonly string[] => {
  const deprecated = endpoint?.deprecated;
  if (deprecated === undefined) return NONE;
  return ['Deprecation', `@${Math.floor(Date.parse(deprecated.since) / 1000)}`, 'Sunset', new Date(deprecated.sunset).toUTCString()];
};

const NONE: readonly string[] = Object.freeze([]);

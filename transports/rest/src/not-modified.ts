/**
 * Whether an If-None-Match header names the entity tag (RFC 9110, 13.1.2): `*`, or a list of tags
 * compared weakly (a W/ prefix on either side is ignored, as the RFC asks for this header).
 */
export const matchesIfNoneMatch = (ifNoneMatch: string | undefined, etag: string): boolean => {
  if (ifNoneMatch === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const ours = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === ours);
};

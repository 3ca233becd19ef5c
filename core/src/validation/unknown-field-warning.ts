/**
 * An answer's meta with the request's undeclared fields listed (forward compatible, yet a typo
 * does not pass unnoticed): the UNKNOWN_FIELD warning after the meta's own warnings, and the
 * fields' JSON pointers. The meta itself when there are none.
 */
export const withUnknownFields = <Meta extends object>(
  meta: Meta,
  unknownFields: readonly string[] | undefined,
): Meta & { readonly warnings?: readonly string[]; readonly unknownFields?: readonly string[] } => {
  if (unknownFields === undefined || unknownFields.length === 0) return meta;
  const { warnings = [] } = meta as { readonly warnings?: readonly string[] };
  return { ...meta, warnings: [...warnings, 'UNKNOWN_FIELD'], unknownFields };
};

import type { Caller } from '../contract/operation.js';
import { fail, ok, type Result } from '../shared/result.js';

/** Who a subscription credits: stored on it server-side, never carried by its url. */
export interface Attribution {
  /** `partnerCode-shortCode`; null in sandbox (spec: the sandbox/live table). */
  readonly ref: string | null;
  /** The tracked link's short code; null when none applies (sandbox without a partner). */
  readonly linkCode: string | null;
  readonly partnerCode?: string;
}

/**
 * The attribution of a session's first /links call. A linkCode must be one of the caller's own
 * tracked links, not archived (spec: 404 LINK_NOT_FOUND "unknown, archived, or not the
 * caller's"); without one the partner's default link is credited. Sandbox keys run the same
 * check, so a partner tests its link codes, but store no ref: a sandbox link credits nothing.
 */
export const attributionOf = (caller: Caller, linkCode: string | undefined): Result<Attribution> => {
  const partner = caller.partner;
  if (linkCode !== undefined) {
    const link = partner?.links.find((l) => l.code === linkCode && !l.archived);
    // No partner, no link: `partner?.` leaves link undefined.
    if (link === undefined) {
      return fail('LINK_NOT_FOUND', `linkCode "${linkCode}" is not one of this key's partner's active tracked links.`);
    }
  }
  if (partner === undefined) return ok({ ref: null, linkCode: null });
  const code = linkCode ?? partner.links.find((l) => l.default)?.code ?? null;
  return ok({
    ref: caller.mode === 'live' && code !== null ? `${partner.code}-${code}` : null,
    linkCode: code,
    partnerCode: partner.code,
  });
};

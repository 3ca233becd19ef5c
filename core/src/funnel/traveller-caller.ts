import type { Caller } from '../contract/operation.js';
import type { KeyMode } from '../contract/api-key.js';
import type { PartnerRecord } from '../ports/partner-store.js';

/**
 * The caller the traveller-facing flows (the widget and the embedded funnel's pages) hand to the
 * API's own use cases, PriceTrip and MintLink, so that a widget quote or a funnel re-rate prices
 * exactly as POST /quotes does and a widget choice mints exactly as POST /links does.
 *
 * Its key is never stored and its id has no `ak_test_`/`ak_live_` prefix, so no signed call can
 * ever authenticate as it; what the key record would otherwise carry (scopes, quotas, secrets) is
 * unused because the signed-call pipeline is not involved: the widget has its own limits
 * (widget/widget-limits.ts). The id is what session tokens are bound to and what a widget
 * subscription records as `keyId`, e.g. `widget:acme-spring24` (the widget's ref).
 */
export const travellerCaller = (keyId: string, mode: KeyMode, partner: PartnerRecord | undefined): Caller => ({
  key: { keyId, mode, scopes: ['quotes', 'quotes.link'], quota: { reads: 0, writes: 0 }, cardModes: [], secrets: [], createdAt: 0, version: 0 },
  mode,
  ...(partner === undefined ? {} : { partner }),
});

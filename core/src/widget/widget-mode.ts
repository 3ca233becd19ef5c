import type { KeyMode } from '../contract/api-key.js';
import type { KeyStore } from '../ports/key-store.js';
import type { PartnerRecord } from '../ports/partner-store.js';

/**
 * Which catalogue a partner's widget quotes from (docs/funnel-pages.md, Widget catalogue): live
 * once the partner is approved and holds a live key that is not revoked, i.e. once it could make
 * the same quote live through the API; sandbox before, where prices carry the sandbox-data notice
 * and a choice credits nothing (ref null), exactly as a sandbox key's /links would.
 */
export const widgetModeOf = async (partner: PartnerRecord, keys: KeyStore): Promise<KeyMode> => {
  if (partner.status !== 'approved') return 'sandbox';
  const partnerKeys = await keys.listByPartner(partner.code);
  return partnerKeys.some((key) => key.mode === 'live' && key.revokedAt === undefined) ? 'live' : 'sandbox';
};

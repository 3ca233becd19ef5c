import type { PartnerRecord, SubscriptionRecord } from '@parasol/core';
import { termsOf, type KeySummary } from '@parasol/core/internal';

/** Instants as ISO 8601 text, as every public answer writes them. */
export const iso = (ms: number): string => new Date(ms).toISOString();

/** How the internal services show records: JSON shaped like their messages (admin, funnel protos). */
export const partnerView = (p: PartnerRecord) => ({
  code: p.code,
  status: p.status,
  baseRateBps: p.baseRateBps,
  commissionBps: p.commissionBps,
  links: p.links.map((l) => ({ code: l.code, archived: l.archived, default: l.default })),
  createdAt: iso(p.createdAt),
  payoutHoldingDays: termsOf(p).holdingDays,
  payoutMinimum: termsOf(p).minimum,
});

export const keyView = (k: KeySummary) => ({
  keyId: k.keyId,
  mode: k.mode,
  scopes: [...k.scopes],
  ...(k.partnerCode === undefined ? {} : { partnerCode: k.partnerCode }),
  quota: { reads: k.quota.reads, writes: k.quota.writes },
  burstPerMinute: k.burstPerMinute,
  cardModes: [...k.cardModes],
  createdAt: iso(k.createdAt),
  ...(k.revokedAt === undefined ? {} : { revokedAt: iso(k.revokedAt) }),
  liveSecrets: k.liveSecrets,
});

export const subscriptionView = (s: SubscriptionRecord) => ({
  subscriptionId: s.subscriptionId,
  generation: s.generation,
  keyId: s.keyId,
  mode: s.mode,
  ...(s.partnerCode === undefined ? {} : { partnerCode: s.partnerCode }),
  ref: s.ref,
  linkCode: s.linkCode,
  trip: s.trip,
  language: s.language,
  offerId: s.offerId,
  stage: s.stage,
  ...(s.upstreamQuoteId === undefined ? {} : { upstreamQuoteId: s.upstreamQuoteId }),
  createdAt: iso(s.createdAt),
  updatedAt: iso(s.updatedAt),
  expiresAt: iso(s.expiresAt),
});

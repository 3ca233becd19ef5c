import { TIER_ORDER, type CardData, type GenericProfile } from '../../ports/card-data.js';
import { readNetwork, readTier } from './card-words.js';
import { baselineCard, type ResolvedCard } from './resolved-card.js';

/** The network's least-covered generic profile in a region's reading ("that network's baseline profile" in the spec). */
export const mostBasicProfileOf = async (data: CardData, network: string, region: string): Promise<GenericProfile | undefined> => {
  const profiles = (await data.genericProfiles(region)).filter((p) => p.network === network);
  return profiles.sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier))[0];
};

/**
 * Generic mode {network, tier}: the generic profile for that pair, as the cards of the
 * cardholder's region read it (generic-region.ts). Any other tier on a listed network takes that
 * network's baseline profile, an unknown network the catalogue's baseline card; both are reported
 * as CARD_PROFILE_UNMATCHED with origin 'baseline'.
 */
export const resolveGeneric = async (network: string, tier: string, region: string, data: CardData): Promise<ResolvedCard> => {
  const wantedNetwork = readNetwork(network);
  const generic = await data.generic(wantedNetwork, readTier(tier), region);
  if (generic) return { origin: 'generic', profile: generic.profile };
  const networkBaseline = await mostBasicProfileOf(data, wantedNetwork, region);
  return baselineCard(networkBaseline?.profile ?? (await data.baseline()), 'CARD_PROFILE_UNMATCHED');
};

import { TIER_ORDER, type CardData, type GenericProfile } from '../../ports/card-data.js';
import { readNetwork, readTier } from './card-words.js';
import { baselineCard, type ResolvedCard } from './resolved-card.js';

/** The network's least-covered generic profile ("that network's baseline profile" in the spec). */
export const mostBasicProfileOf = async (data: CardData, network: string): Promise<GenericProfile | undefined> => {
  const profiles = (await data.genericProfiles()).filter((p) => p.network === network);
  return profiles.sort((a, b) => TIER_ORDER.indexOf(a.tier) - TIER_ORDER.indexOf(b.tier))[0];
};

/**
 * Generic mode {network, tier}: the generic profile for that pair. Any other tier on a listed
 * network takes that network's baseline profile, an unknown network the catalogue's baseline
 * card; both are reported as CARD_PROFILE_UNMATCHED with origin 'baseline'.
 */
export const resolveGeneric = async (network: string, tier: string, data: CardData): Promise<ResolvedCard> => {
  const wantedNetwork = readNetwork(network);
  const generic = await data.generic(wantedNetwork, readTier(tier));
  if (generic) return { origin: 'generic', profile: generic.profile };
  const networkBaseline = await mostBasicProfileOf(data, wantedNetwork);
  return baselineCard(networkBaseline?.profile ?? (await data.baseline()), 'CARD_PROFILE_UNMATCHED');
};

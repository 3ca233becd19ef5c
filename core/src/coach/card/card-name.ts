import type { CatalogueCard } from '../../ports/card-data.js';
import type { CoachLang } from '../market.js';

/** The card's name in `lang`, falling back to English where the bank publishes no French name. */
export const cardName = (card: CatalogueCard, lang: CoachLang): string => (lang === 'fr' ? (card.names.fr ?? card.names.en) : card.names.en);

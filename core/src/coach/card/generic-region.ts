import { marketOfResidence, type Market } from '../market.js';

/**
 * The region whose generic card reading a cardholder gets: the market their residence derives
 * (us, ca, sg, my have their own reading; fr and universal the default, European one). Never the
 * request's `market`: that one chooses how figures are shown, not which card the traveller holds,
 * so a US resident asking for euro figures still holds a US card. The card catalogue lists the
 * generic profiles of an asked country by this same function.
 */
export const genericRegionOf = (residence: string): Market => marketOfResidence(residence);

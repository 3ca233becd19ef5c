import type { ApiKeyRecord, CardMode } from '../../contract/api-key.js';

/**
 * The card modes a key may send to the bilan (spec: card catalogue key.cardModes). Sandbox keys
 * never get catalogueId, whatever their record says: the spec reserves exact catalogue cards to
 * live keys. The listing and the bilan both read this, so what is advertised is what is accepted.
 */
export const permittedCardModes = (key: Pick<ApiKeyRecord, 'mode' | 'cardModes'>): readonly CardMode[] =>
  key.mode === 'sandbox' ? key.cardModes.filter((mode) => mode !== 'catalogueId') : key.cardModes;

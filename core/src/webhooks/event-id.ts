import { createHash } from 'node:crypto';
import type { KeyMode } from '../contract/api-key.js';

/**
 * An event's id from what it is about, never from randomness: the same change recorded again
 * (a replayed write, a relay that crashed half-way and ran again) names the same event, so a
 * receiver that deduplicates on `webhook-id` sees it once. 128 bits of SHA-256.
 */
export const eventIdOf = (mode: KeyMode, objectId: string, seq: number): string =>
  `evt_${createHash('sha256').update(JSON.stringify(['event', mode, objectId, seq])).digest().subarray(0, 16).toString('base64url')}`;

/** One delivery per (event, endpoint): the relay creating it twice creates it once. */
export const deliveryIdOf = (eventId: string, endpointId: string): string =>
  `whd_${createHash('sha256').update(JSON.stringify(['delivery', eventId, endpointId])).digest().subarray(0, 16).toString('base64url')}`;

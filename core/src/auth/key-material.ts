import { KEY_PREFIX, type KeyMode } from '../contract/api-key.js';

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random bytes a new key id and secret are made of (from the Random port, or crypto offline). */
export const KEY_ID_BYTES = 24;
export const SECRET_BYTES = 32;

/** `ak_test_`/`ak_live_` + 24 base62 characters. The modulo bias is harmless: ids need uniqueness, not secrecy. */
export const keyIdFrom = (mode: KeyMode, bytes: Uint8Array): string => `${KEY_PREFIX[mode]}${Array.from(bytes, (b) => BASE62[b % 62]).join('')}`;

/** `sk_test_`/`sk_live_` + the bytes in base64url (256 bits for a fresh secret). */
export const secretFrom = (mode: KeyMode, bytes: Uint8Array): string =>
  `${mode === 'live' ? 'sk_live_' : 'sk_test_'}${Buffer.from(bytes).toString('base64url')}`;

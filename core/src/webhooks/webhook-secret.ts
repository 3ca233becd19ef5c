/** Random bytes of a signing secret: 256 bits, within Standard Webhooks' 24 to 64 bytes. */
export const WEBHOOK_SECRET_BYTES = 32;

/** A Standard Webhooks signing secret: `whsec_` then the key bytes in base64, as every standardwebhooks library reads it. */
export const webhookSecretFrom = (bytes: Uint8Array): string => `whsec_${Buffer.from(bytes).toString('base64')}`;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Random bytes of an endpoint id. */
export const ENDPOINT_ID_BYTES = 20;

/** `we_` then 20 base62 characters. The modulo bias is harmless: ids need uniqueness, not secrecy. */
export const endpointIdFrom = (bytes: Uint8Array): string => `we_${Array.from(bytes, (b) => BASE62[b % 62]).join('')}`;

/** The shape of an endpoint id, so a path that cannot name one is refused without a store read. */
export const ENDPOINT_ID = /^we_[A-Za-z0-9]{1,64}$/;

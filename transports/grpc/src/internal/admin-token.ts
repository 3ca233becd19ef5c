import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Metadata } from '@grpc/grpc-js';
import { ADMIN_AUTH_METADATA } from '../grpc-metadata.js';

/** 32 random bytes, base64url: the token `parasol serve` generates when none is configured. */
export const newAdminToken = (): string => randomBytes(32).toString('base64url');

/** Shortest token accepted from configuration: a guessable one would open every partner's account. */
export const MIN_ADMIN_TOKEN_LENGTH = 32;

/**
 * Checks `authorization: Bearer <token>` against the configured admin token in constant time:
 * both sides are hashed first, so neither the comparison nor the lengths tell how much matched.
 * The token itself is kept only as its hash.
 */
export const adminTokenCheck = (token: string): ((metadata: Metadata) => boolean) => {
  if (token.length < MIN_ADMIN_TOKEN_LENGTH) throw new Error(`the admin token must have at least ${MIN_ADMIN_TOKEN_LENGTH} characters`);
  const expected = createHash('sha256').update(`Bearer ${token}`).digest();
  return (metadata) => {
    const [given] = metadata.get(ADMIN_AUTH_METADATA);
    const presented = createHash('sha256').update(typeof given === 'string' ? given : '').digest();
    return timingSafeEqual(presented, expected);
  };
};

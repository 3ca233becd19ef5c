import { createHmac, createSecretKey, timingSafeEqual, type KeyObject } from 'node:crypto';
import { inject, injectable } from 'inversify';
import { RANDOM, type Random } from '../ports/random.js';

/**
 * Quoting sessions (spec: Quote response `sessionId`, format `qs_<nonce>.<hmac>`).
 *
 * A session is stateless: the nonce names the traveller's flow, the HMAC proves that this service
 * issued it to this very key. Binding the key id into the MAC means a token lifted from one
 * partner's traffic is worthless under another key, and nothing needs storing until POST /links
 * hangs a subscription on it.
 */
export const SESSION_SECRET = Symbol.for('parasol.SessionSecret');

/** 16 random bytes = 128 bits: a collision between two travellers is out of reach. */
const NONCE_BYTES = 16;
const PREFIX = 'qs_';
// 16 bytes -> 22 base64url characters; a SHA-256 MAC (32 bytes) -> 43.
const TOKEN_SHAPE = /^qs_([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

const macOf = (secret: Uint8Array | KeyObject, keyId: string, nonce: string): Buffer =>
  createHmac('sha256', secret).update(`${keyId}.${nonce}`).digest();

/** A fresh token for `keyId`. */
export const issueSession = (secret: Uint8Array | KeyObject, random: Random, keyId: string): string => {
  const nonce = Buffer.from(random.bytes(NONCE_BYTES)).toString('base64url');
  return `${PREFIX}${nonce}.${macOf(secret, keyId, nonce).toString('base64url')}`;
};

/** True when `token` was issued by `issueSession` under `secret` to `keyId`, and is whole. */
export const verifySession = (secret: Uint8Array | KeyObject, token: string, keyId: string): boolean => {
  const match = TOKEN_SHAPE.exec(token);
  if (match === null) return false;
  const [, nonce = '', mac = ''] = match;
  const presented = Buffer.from(mac, 'base64url');
  // base64url decoding is lenient about the last character's spare bits: compare the canonical
  // text too, so that exactly one spelling of a token is valid.
  if (presented.toString('base64url') !== mac) return false;
  return timingSafeEqual(presented, macOf(secret, keyId, nonce));
};

/** The injectable form: the facade binds SESSION_SECRET (configured, or generated at start). */
@injectable()
export class SessionTokens {
  /** The secret imported once as a key, rather than on every MAC. */
  private readonly secret: KeyObject;

  constructor(
    @inject(SESSION_SECRET) secret: Uint8Array,
    @inject(RANDOM) private readonly random: Random,
  ) {
    this.secret = createSecretKey(secret);
  }

  issue(keyId: string): string {
    return issueSession(this.secret, this.random, keyId);
  }

  verify(token: string, keyId: string): boolean {
    return verifySession(this.secret, token, keyId);
  }

  /** The echoed token when it is valid for this key, else a fresh one (a broken continuation never fails). */
  continueOrStart(echoed: string | undefined, keyId: string): string {
    return echoed !== undefined && this.verify(echoed, keyId) ? echoed : this.issue(keyId);
  }
}

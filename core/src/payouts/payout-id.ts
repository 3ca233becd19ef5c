import { createHash } from 'node:crypto';
import type { Ledger } from '../ports/sale-store.js';

/**
 * A payout's id, derived from the run's idempotency key and what it pays (ledger, partner,
 * currency): every run with one key, on any instance, after any crash, names the same payout and
 * meets it on the store's create-if-absent, so one run key makes at most one payout per partner
 * and currency (the TigerBeetle way: the client's id is the idempotency key).
 */
export const payoutIdOf = (ledger: Ledger, runKey: string, partnerCode: string, currency: string): string =>
  `po_${createHash('sha256').update(JSON.stringify([ledger, runKey, partnerCode, currency])).digest('base64url').slice(0, 24)}`;

/** Run keys: what an operator or a scheduler may choose (printable, short). */
export const RUN_KEY = /^[A-Za-z0-9._:-]{1,100}$/;

import type { Random } from '@parasol/core';

/** A public id: its prefix, then 128 random bits in base64url. */
export const newId = (random: Random, prefix: 'usr' | 'app' | 'aud'): string => `${prefix}_${Buffer.from(random.bytes(16)).toString('base64url')}`;

/** A lower-cased, trimmed email if it looks like one (the mail relay decides the rest), else undefined. */
export const normalEmail = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) ? email : undefined;
};

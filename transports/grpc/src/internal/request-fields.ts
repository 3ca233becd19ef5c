import { CARD_MODES, SCOPES, type CardMode, type DailyQuota, type Scope } from '@parasol/core';

/**
 * Reading an internal request's fields: what the message's types cannot say (required, one of a
 * list). Each problem is a sentence naming the field, for a BAD_REQUEST detail.
 */
export class FieldProblem extends Error {
  override readonly name = 'FieldProblem';
}

export const text = (request: Record<string, unknown>, name: string): string => {
  const value = request[name];
  if (typeof value !== 'string' || value === '') throw new FieldProblem(`${name} is required`);
  return value;
};

export const optionalText = (request: Record<string, unknown>, name: string): string | undefined => {
  const value = request[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

export const whole = (request: Record<string, unknown>, name: string): number => {
  const value = request[name];
  if (typeof value !== 'number') throw new FieldProblem(`${name} is required`);
  return value;
};

export const oneOf = <T extends string>(value: string, name: string, allowed: readonly T[]): T => {
  if (!(allowed as readonly string[]).includes(value)) throw new FieldProblem(`${name} must be one of ${allowed.join(', ')}`);
  return value as T;
};

const listOf = <T extends string>(request: Record<string, unknown>, name: string, allowed: readonly T[]): T[] =>
  ((request[name] as string[] | undefined) ?? []).map((v) => oneOf(v, name, allowed));

export const scopesOf = (request: Record<string, unknown>): Scope[] => {
  const scopes = listOf(request, 'scopes', SCOPES);
  if (scopes.length === 0) throw new FieldProblem(`scopes is required: some of ${SCOPES.join(', ')}`);
  return scopes;
};

export const cardModesOf = (request: Record<string, unknown>): CardMode[] | undefined => {
  const modes = listOf(request, 'cardModes', CARD_MODES);
  return modes.length === 0 ? undefined : modes;
};

export const quotaOf = (request: Record<string, unknown>, required: boolean): DailyQuota | undefined => {
  const quota = request['quota'] as Record<string, unknown> | undefined;
  if (quota === undefined) {
    if (required) throw new FieldProblem('quota is required: reads and writes per day');
    return undefined;
  }
  return { reads: whole(quota, 'reads'), writes: whole(quota, 'writes') };
};

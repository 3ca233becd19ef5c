import { UsageError } from '../usage-error.js';

/**
 * What the funnel simulator can do wrong to one protocol call (docs/funnel-protocol.md, "The
 * simulator"). `refuse` answers without touching any quote; the others process the call (a PUT
 * is stored) and then spoil only the answer, as a real funnel failing after its commit would:
 * that is the case the idempotent PUT exists for.
 */
export type FunnelFault =
  /** Answer this status (300 to 599) with `{"error":"SIMULATED_REFUSAL"}`. */
  | { readonly kind: 'refuse'; readonly status: number }
  /** Never answer (the connection stays open until the client gives up or the simulator stops). */
  | { readonly kind: 'hang' }
  /** A 200 `application/json` whose body is not JSON. */
  | { readonly kind: 'garbage' }
  /** A 200 JSON body that breaks the answer schema (an unknown stage). */
  | { readonly kind: 'invalid' }
  /** Headers and half the body, then the connection is destroyed. */
  | { readonly kind: 'reset' }
  /** The right answer, `ms` late. */
  | { readonly kind: 'slow'; readonly ms: number };

export const FAULT_SYNTAX = 'refuse:STATUS | hang | garbage | invalid | reset | slow:MS';

const MAX_SLOW_MS = 600_000;

/** A fault from its command-line spelling (`refuse:503`, `slow:250`, `hang`…), or an Error saying what is accepted. */
export const parseFault = (text: string): FunnelFault => {
  const [kind, argument, ...rest] = text.split(':');
  const number = argument !== undefined && /^\d{1,6}$/.test(argument) ? Number(argument) : Number.NaN;
  if (rest.length === 0) {
    if (kind === 'refuse' && number >= 300 && number <= 599) return { kind, status: number };
    if (kind === 'slow' && number >= 0 && number <= MAX_SLOW_MS) return { kind, ms: number };
    if (argument === undefined && (kind === 'hang' || kind === 'garbage' || kind === 'invalid' || kind === 'reset')) return { kind };
  }
  throw new UsageError(`fault "${text}" is not one of ${FAULT_SYNTAX} (STATUS 300 to 599, MS 0 to ${MAX_SLOW_MS})`);
};

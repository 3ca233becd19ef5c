/** Randomness comes in through this port so that tests can make it deterministic. */
export interface Random {
  bytes(length: number): Uint8Array;
}
export const RANDOM = Symbol.for('parasol.Random');

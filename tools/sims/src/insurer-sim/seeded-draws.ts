/**
 * Deterministic draws in [0, 1) for the n-th request of a simulator with a given seed, so that a
 * run with the same seed and the same request order behaves the same way (splitmix32 hash).
 */
export const drawFor = (seed: number, requestIndex: number, stream: number): number => {
  let x = (Math.imul(seed | 0, 0x9e3779b9) ^ Math.imul(requestIndex + 1, 0x85ebca6b) ^ Math.imul(stream + 1, 0xc2b2ae35)) | 0;
  x = Math.imul(x ^ (x >>> 16), 0x21f0aaad);
  x = Math.imul(x ^ (x >>> 15), 0x735a2d97);
  x ^= x >>> 15;
  return (x >>> 0) / 2 ** 32;
};

/** A stable 32-bit hash of a string (FNV-1a), for per-product price factors. */
export const hashOf = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return hash >>> 0;
};

import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/**
 * The first `relativePath` (`.parasol/sandbox-key.json`) found from `from` up to the checkout's
 * root (the folder holding `.git`), so the CLI finds what `npm start` saved at the root from any
 * folder of the checkout. Never above the checkout: a key file of another project up the tree is
 * not this one's. Outside any checkout, only `from` itself is looked at. undefined when none.
 */
export function findInCheckout(relativePath: string, from: string = process.cwd()): string | undefined {
  const start = resolve(from);
  for (let dir = start; ; dir = dirname(dir)) {
    const candidate = join(dir, relativePath);
    if (existsSync(candidate)) return candidate;
    if (existsSync(join(dir, '.git')) || dirname(dir) === dir) break;
  }
  return undefined;
}

/**
 * The CommonJS build of @parasol/client, beside the ES modules `tsc -b` writes to dist/: one
 * bundle at dist/cjs/index.js with a copy of the declarations, under a package.json that says
 * "commonjs" so Node and TypeScript read both as CommonJS (package.json `exports`, "require").
 *
 * intl-messageformat ships ES modules only: it is bundled in, so a `require` never needs
 * require(esm). standardwebhooks ships CommonJS and stays a dependency.
 */
import { copyFileSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const dist = fileURLToPath(new URL('./dist/', import.meta.url));
const cjs = fileURLToPath(new URL('./dist/cjs/', import.meta.url));

rmSync(cjs, { recursive: true, force: true });
mkdirSync(cjs, { recursive: true });
writeFileSync(`${cjs}package.json`, `${JSON.stringify({ type: 'commonjs' }, null, 2)}\n`);
await build({
  entryPoints: [`${dist}index.js`],
  outfile: `${cjs}index.js`,
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  external: ['standardwebhooks'],
  legalComments: 'inline',
  logLevel: 'warning',
});
// The declarations, as they are: their relative imports resolve inside dist/cjs/ the same way.
const declarations = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.d.ts') && !join(dist, file).startsWith(cjs));
for (const file of declarations) {
  mkdirSync(dirname(join(cjs, file)), { recursive: true });
  copyFileSync(join(dist, file), join(cjs, file));
}
console.log(`wrote ${relative(process.cwd(), cjs)}: index.js and ${declarations.length} declaration files`);

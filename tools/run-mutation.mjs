// `npm run mutation [area…]`: runs Stryker once per area of stryker.config.mjs, one after the other
// (two shared cores), then prints every mutated file's score and its surviving mutants.
// Scores count killed and timed-out mutants as detected, as Stryker does; docs/mutation.md lists the
// survivors and why each is left.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AREAS } from '../stryker.config.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const asked = process.argv.slice(2);
const unknown = asked.filter((a) => !(a in AREAS));
if (unknown.length > 0) {
  console.error(`unknown area(s) ${unknown.join(', ')}: choose among ${Object.keys(AREAS).join(', ')}`);
  process.exit(2);
}
const areas = asked.length > 0 ? asked : Object.keys(AREAS);

const DETECTED = new Set(['Killed', 'Timeout']);
const COUNTED = new Set(['Killed', 'Timeout', 'Survived', 'NoCoverage']);
const rows = [];
let failed = false;

for (const area of areas) {
  console.log(`\n== mutation: ${area}`);
  const run = spawnSync('npx', ['stryker', 'run'], { cwd: root, stdio: 'inherit', env: { ...process.env, PARASOL_MUTATION_AREA: area } });
  if (run.status !== 0) {
    console.error(`stryker failed on ${area} (exit ${run.status})`);
    failed = true;
    continue;
  }
  const report = JSON.parse(readFileSync(resolve(root, `reports/mutation/${area}.json`), 'utf8'));
  for (const [file, { mutants, source }] of Object.entries(report.files)) {
    const counted = mutants.filter((m) => COUNTED.has(m.status));
    const detected = counted.filter((m) => DETECTED.has(m.status)).length;
    const lines = source.split('\n');
    const survivors = mutants
      .filter((m) => m.status === 'Survived' || m.status === 'NoCoverage')
      .map((m) => `    ${m.location.start.line}:${m.location.start.column} ${m.mutatorName} ${m.status}: ${(m.replacement ?? '').replace(/\s+/g, ' ').slice(0, 80)}  (was: ${lines[m.location.start.line - 1]?.trim().slice(0, 80)})`);
    rows.push({ area, file, detected, total: counted.length, survivors });
  }
}

console.log('\n== mutation scores (killed + timed out) / (all but ignored and compile errors)');
for (const { area, file, detected, total, survivors } of rows) {
  const score = total === 0 ? 100 : (100 * detected) / total;
  console.log(`${score.toFixed(1).padStart(6)} %  ${String(detected).padStart(4)}/${String(total).padEnd(4)} ${file}  [${area}]${score < 90 ? '  < 90 %' : ''}`);
  for (const line of survivors) console.log(line);
}
process.exit(failed ? 1 : 0);

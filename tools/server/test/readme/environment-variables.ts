import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

/** How the code names a variable: process.env.<name>, env[<quoted name>], or a quoted constant starting PARASOL_, GRPC_ or MONGODB_. */
const READS = /process\.env\.([A-Z][A-Z0-9_]*)|env\[['"]([A-Z][A-Z0-9_]*)['"]\]|['"`]((?:PARASOL|GRPC|MONGODB)_[A-Z0-9_]+)['"`]/g;

/** Set by a test for the child process it starts, never by a person: no configuration. */
const SET_BY_TESTS_FOR_THEMSELVES = new Set(['FAIL_WITH', 'WEBHOOK_TEST_MONGO_URL', 'WEBHOOK_TEST_MASTER_KEY', 'WEBHOOK_TEST_LEASE_MS']);

let scanned: string[] | undefined;

/** Every environment variable the committed code reads (sources and the test suites, not generated output); scanned once. */
export const variablesTheCodeReads = (): string[] => (scanned ??= scan());

const scan = (): string[] => {
  const files = execFileSync('git', ['ls-files', '*.ts', '*.mjs', '*.js'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter((f) => f !== '' && !f.startsWith('bench/'));
  const names = new Set<string>();
  for (const file of files) {
    for (const match of readFileSync(join(ROOT, file), 'utf8').matchAll(READS)) names.add((match[1] ?? match[2] ?? match[3]) as string);
  }
  return [...names].filter((name) => !SET_BY_TESTS_FOR_THEMSELVES.has(name)).sort();
};

/** The variables the README's Configuration table lists: each backquoted NAME in a row's first cell. */
export const variablesTheReadmeLists = (): string[] => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## Configuration'), readme.indexOf('\n## ', readme.indexOf('## Configuration') + 1));
  const names = new Set<string>();
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    const firstCell = row.split('|')[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.add(match[1] as string);
  }
  return [...names].sort();
};

import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ERROR_CATALOGUE } from '@parasol/core';
import { ENDPOINTS } from '../../../../core/src/contract/endpoints.js';
import { ROOT } from './environment-variables.js';

const GUIDE = readFileSync(join(ROOT, 'docs/api-guide.md'), 'utf8');

/** The docs a clone has: README.md and every Markdown file under docs/. */
const committedDocs = (): string[] =>
  execFileSync('git', ['ls-files', 'README.md', 'docs/*.md', 'docs/**/*.md'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean);

describe('docs/api-guide.md: the API described in the repository', () => {
  it('describes every endpoint under a heading of its method and path', () => {
    const endpoints = Object.values(ENDPOINTS);
    expect(endpoints.length).to.be.at.least(7);
    for (const endpoint of endpoints) expect(GUIDE, endpoint.id).to.include(`### \`${endpoint.method} ${endpoint.path}\``);
  });

  it('lists every error code with its HTTP status', () => {
    const rows = new Map([...GUIDE.matchAll(/^\| `([A-Z_0-9]+)` \| (\d{3}) \|/gm)].map((m) => [m[1], Number(m[2])]));
    const catalogue = Object.entries(ERROR_CATALOGUE as Record<string, { http: number }>);
    expect(catalogue.length).to.be.at.least(50);
    for (const [code, { http }] of catalogue) expect(rows.get(code), code).to.equal(http);
  });

  it('no doc points outside the repository (a clone has no ../shared, no spec beside it)', () => {
    const docs = committedDocs();
    expect(docs).to.include.members(['README.md', 'docs/api-guide.md']);
    for (const doc of docs) expect(readFileSync(join(ROOT, doc), 'utf8'), doc).to.not.match(/\.\.\/shared\/|SPEC\.md/);
  });
});

import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../readme/environment-variables.js';

/** The decision record of the review. */
const decisionRecord = (): string => {
  const folder = join(ROOT, 'docs/decisions');
  const file = readdirSync(folder).find((name) => name.endsWith('-dependencies-install-scripts-reviewed-and-denied.md'));
  if (file === undefined) throw new Error('no decision record *-dependencies-install-scripts-reviewed-and-denied.md in docs/decisions');
  return readFileSync(join(folder, file), 'utf8');
};

/** npm 11 skips dependencies' install scripts unless package.json's allowScripts approves them, warning on every npm ci. */
describe("dependencies' install scripts", function () {
  this.timeout(30_000);

  it('are each reviewed: npm lists none left uncovered by allowScripts (so npm ci warns of none)', () => {
    const listed = execFileSync('npm', ['install-scripts', 'ls'], { cwd: ROOT, encoding: 'utf8' });
    expect(listed.trim()).to.equal('No packages with unreviewed install scripts.');
  });

  it('each allowScripts entry is explained in the decision record', () => {
    const allowScripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, boolean> }).allowScripts ?? {};
    expect(Object.keys(allowScripts)).to.have.length.of.at.least(1);
    const record = decisionRecord();
    for (const name of Object.keys(allowScripts)) expect(record, name).to.include(`| \`${name}\` |`);
  });
});

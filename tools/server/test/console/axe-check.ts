import { expect } from 'chai';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** No serious or critical axe-core violation on the page as it is now (issue 29: every console page). */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  const grave = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    grave.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join('; ')})`),
    `axe-core on ${what}`,
  ).to.deep.equal([]);
}

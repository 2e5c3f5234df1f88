import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** axe-core's serious and critical findings (WCAG 2.1 A and AA, or only the `rules` given) on the page as it is:
 * "route: rule (n) target". */
export async function accessibilityProblems(page: Page, rules?: string[]): Promise<string[]> {
  const axe = new AxeBuilder({ page });
  const { violations } = await (rules
    ? axe.withRules(rules)
    : axe.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
  ).analyze();
  const path = new URL(page.url()).pathname;
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(' ')}`);
}

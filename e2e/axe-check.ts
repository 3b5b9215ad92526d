import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core over the page as it is now (an open dialog included), with the tags and extra rules of
 * the accessibility audit (tests/accessibility.spec.ts, decision 131): no violation may be found.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'])
    .options({ rules: { 'heading-order': { enabled: true }, 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html.slice(0, 200)}`).join(' | ')}`,
  );
  expect(found, `axe on ${where}`).toEqual([]);
}

import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Serious and critical axe findings inside the given parts of the page (by default the page
 * content in <main>), so these tests judge the member pages and not the shell around them.
 * Fluent's focus-trap sentinels (`data-tabster-dummy`, aria-hidden and focusable by design so
 * Tab can wrap) are left out: they never take focus for a person.
 */
export async function pageAxeViolations(page: Page, include: string[] = ['main']): Promise<string[]> {
  let builder = new AxeBuilder({ page }).exclude('[data-tabster-dummy]');
  for (const selector of include) builder = builder.include(selector);
  const results = await builder.analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
}

/** The toast showing `text` (the live region repeats the text, so plain getByText finds two). */
export const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });

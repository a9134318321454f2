import type { Page } from '@playwright/test';
import { seriousAxeViolations } from './fixtures.ts';

/** Axe findings inside the given parts of the page (by default its content in <main>). */
export const pageAxeViolations = (page: Page, include: string[] = ['main']) =>
  seriousAxeViolations(page, { include });

/** The toast showing `text` (the live region repeats the text, so plain getByText finds two). */
export const toast = (page: Page, text: string) => page.getByRole('listitem', { name: text });

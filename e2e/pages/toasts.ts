import type { Locator, Page } from '@playwright/test';

/** A notification; toasts are status messages. */
export const toast = (page: Page, text: string | RegExp): Locator =>
  page.getByRole('status').filter({ hasText: text });

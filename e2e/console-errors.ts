import type { Page } from '@playwright/test';

/** Collects console errors and uncaught page errors, so a test can assert a page loaded cleanly. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(process.env.E2E_STACKS ? (error.stack ?? error.message) : error.message));
  return errors;
}

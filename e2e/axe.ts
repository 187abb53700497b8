import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** What a check may leave out: parts another check covers (the editor's preview frame), by CSS selector. */
export interface AccessibleOptions {
  readonly exclude?: readonly string[];
  /**
   * Rules axe leaves off by default to run as well, by id: the experimental `label-content-name-mismatch`
   * (WCAG 2.5.3, a control's name holds its visible label) is one.
   */
  readonly enable?: readonly string[];
}

/** The impacts that fail a page: a buyer or operator cannot use the part at all, or only with great effort. */
const FAILING_IMPACTS = new Set(['serious', 'critical']);

/** One violation as a readable line: the rule, its impact, and where (at most three elements). */
function describe(violation: { id: string; impact?: string | null; help: string; nodes: { target: unknown; failureSummary?: string }[] }): string {
  const where = violation.nodes
    .slice(0, 3)
    .map((node) => `${JSON.stringify(node.target)}${node.failureSummary ? `: ${node.failureSummary.replace(/\s+/g, ' ')}` : ''}`)
    .join('; ');
  const more = violation.nodes.length > 3 ? ` (+${violation.nodes.length - 3} more)` : '';
  return `${violation.id} [${violation.impact ?? 'unknown'}] ${violation.help}: ${where}${more}`;
}

/**
 * Runs axe-core on the page as it is now (every rule axe runs by default: WCAG 2.x A and AA and best
 * practices, frames included) and fails on any serious or critical violation, listing each with where it
 * is. `where` names the screen in the failure message.
 */
export async function expectAccessible(page: Page, where: string, options: AccessibleOptions = {}): Promise<void> {
  let builder = new AxeBuilder({ page });
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  if (options.enable?.length) builder = builder.options({ rules: Object.fromEntries(options.enable.map((id) => [id, { enabled: true }])) });
  const results = await builder.analyze();
  const failing = results.violations.filter((violation) => FAILING_IMPACTS.has(violation.impact ?? '')).map(describe);
  expect(failing, `accessibility of ${where}`).toEqual([]);
}

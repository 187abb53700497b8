import type { Page } from '../../schema/template/page';

/** The document title for a page: its label, or the fallback (e.g. the goods name) when the label is blank. */
export function pageTitle(page: Pick<Page, 'label'>, fallback = ''): string {
  const label = page.label.trim();
  return label === '' ? fallback : label;
}

import type { Page } from '../../schema/template/page';

/** An id no page has yet (`page-<n>`), chosen up front so the new page can be selected right away. */
export function freshPageId(pages: readonly Pick<Page, 'id'>[]): string {
  const taken = new Set(pages.map((page) => page.id));
  let n = pages.length + 1;
  while (taken.has(`page-${n}`)) n += 1;
  return `page-${n}`;
}

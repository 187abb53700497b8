import type { Page } from '../../schema/template/page';

/** What makes a page a new one for the renderer: its id and its place in the template. */
export function pageKeyOf(page: Page | undefined): string | undefined {
  return page ? `${page.id}:${page.pageOrder}` : undefined;
}

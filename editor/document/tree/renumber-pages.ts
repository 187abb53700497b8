import type { Page } from '../../../schema/template/page';

/**
 * Gives pages pageOrder 1..n in list order. The buyer moves forward by pageOrder + 1 and links use
 * `page=n`, so a gap or a duplicate left by a reorder or a removal would break the flow.
 */
export function renumberPages(pages: readonly Page[]): Page[] {
  return pages.map((page, index) => (page.pageOrder === index + 1 ? page : { ...page, pageOrder: index + 1 }));
}

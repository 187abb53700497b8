import { selectAtom } from 'jotai/utils';
import type { Page } from '../../schema/template/page';
import { templateAtom } from '../document/document-atoms';

/** What the pages panel shows of a page: not its modules, whose edits must not re-render the panel. */
export type PageSummary = Pick<Page, 'id' | 'label' | 'pageOrder' | 'pageCode'>;

function summary({ id, label, pageOrder, pageCode }: Page): PageSummary {
  return pageCode === undefined ? { id, label, pageOrder } : { id, label, pageOrder, pageCode };
}

function sameSummary(a: PageSummary, b: PageSummary | undefined): boolean {
  return b !== undefined && a.id === b.id && a.label === b.label && a.pageOrder === b.pageOrder && a.pageCode === b.pageCode;
}

/** Whether two page lists show the same in the pages panel. */
export function samePageSummaries(a: readonly PageSummary[], b: readonly PageSummary[]): boolean {
  return a.length === b.length && a.every((page, index) => sameSummary(page, b[index]));
}

/**
 * The template's pages as the pages panel lists them. The previous list is kept while every summary is
 * the same, so typing in a module's property leaves the panel alone.
 */
export const pageSummariesAtom = selectAtom(templateAtom, (template): readonly PageSummary[] => template.pageList.map(summary), samePageSummaries);

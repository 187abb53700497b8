import type { TemplateConfig } from '../../../schema/template/template-config';
import { renumberPages } from '../tree/renumber-pages';

export interface MovePageArgs {
  readonly pageId: string;
  /** The insertion point in the page list as it stands before the move, like `ModulePlace.index`. */
  readonly index: number;
}

/** Reorders a page and renumbers every pageOrder 1..n, so the buyer's flow follows the new order. */
export function movePage(template: TemplateConfig, { pageId, index }: MovePageArgs): TemplateConfig {
  const from = template.pageList.findIndex((page) => page.id === pageId);
  const page = template.pageList[from];
  if (!page) return template;
  const rest = template.pageList.filter((candidate) => candidate.id !== pageId);
  const target = Math.min(Math.max(0, Math.trunc(index > from ? index - 1 : index)), rest.length);
  if (target === from) return template;
  return { ...template, pageList: renumberPages([...rest.slice(0, target), page, ...rest.slice(target)]) };
}

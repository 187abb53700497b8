import type { AttrsOf } from '../../schema/catalogue';
import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';
import { dropHiddenModules } from './drop-hidden-modules';

/** The template's result page as the buyer sees it, and its result block's settings. */
export interface ResultPage {
  /** The page with its hidden modules dropped. */
  readonly page: Page;
  readonly pageIndex: number;
  /** The attrs of its insure result block (titles and texts, order rows, the e-policy download). */
  readonly attrs: AttrsOf<'insureResult'>;
}

function findResult(modules: readonly Module[]): Module | undefined {
  for (const module of modules) {
    if (module.component === 'insureResult') return module;
    const inside = findResult(module.children ?? []);
    if (inside) return inside;
  }
  return undefined;
}

/**
 * The first page, in page order, showing the insure result block: the page the `/result` route shows,
 * where payment returns, with the modules and texts the template configures there. Hidden modules
 * (isDefault false) do not count and are not shown.
 */
export function pageHoldingResult(template: TemplateConfig): ResultPage | undefined {
  const pages = template.pageList.map((page, pageIndex) => ({ page: { ...page, moduleList: dropHiddenModules(page.moduleList) }, pageIndex }));
  for (const { page, pageIndex } of pages.sort((a, b) => a.page.pageOrder - b.page.pageOrder)) {
    const result = findResult(page.moduleList);
    if (result) return { page, pageIndex, attrs: result.attrs as AttrsOf<'insureResult'> };
  }
  return undefined;
}

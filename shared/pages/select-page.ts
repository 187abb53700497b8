import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';
import { FLOW_MESSAGES } from '../messages/flow';
import { dropHiddenModules } from './drop-hidden-modules';
import { pageHoldingPerson } from './page-holding-person';
import { parseHashTarget } from './parse-hash-target';
import { parsePageNumber } from './page-number';

/** Where the address points: query `page`, the location hash, or a page code from a jumpToPage action. */
export interface PageRequest {
  readonly page?: string | number | null;
  readonly hash?: string | null;
  readonly pageCode?: string | null;
}

/** The page to render, with hidden modules already dropped, or why there is none. */
export type PageSelection =
  | { readonly found: true; readonly page: Page; readonly pageIndex: number }
  | { readonly found: false; readonly reason: 'noTemplate' | 'noPage'; readonly message: string };

function located(template: TemplateConfig, page: Page | undefined): PageSelection {
  if (!page) return { found: false, reason: 'noPage', message: FLOW_MESSAGES.missingPageConfig };
  return {
    found: true,
    page: { ...page, moduleList: dropHiddenModules(page.moduleList) },
    pageIndex: template.pageList.indexOf(page),
  };
}

function byOrder(template: TemplateConfig, order: number | undefined): Page | undefined {
  return order === undefined ? undefined : template.pageList.find((page) => page.pageOrder === order);
}

/**
 * Chooses the page to show (spec section 2, page selection). A page code wins, matched to a page's
 * `pageCode` or `id`; then the hash (`#page=n`, or `page=n&certNo=...`, which goes to the page holding
 * the holder or insured module); then the `page` query parameter, default 1, matched to `pageOrder`.
 */
export function selectPage(template: TemplateConfig | null | undefined, request: PageRequest = {}): PageSelection {
  if (!template) return { found: false, reason: 'noTemplate', message: FLOW_MESSAGES.templateNotFound };

  if (request.pageCode) {
    const code = request.pageCode;
    return located(template, template.pageList.find((page) => page.pageCode === code || page.id === code));
  }

  const hashTarget = parseHashTarget(request.hash);
  if (hashTarget.certNo !== undefined) {
    const personPage = pageHoldingPerson(template);
    if (personPage) return located(template, personPage);
  }
  if (hashTarget.page !== undefined || hashTarget.certNo !== undefined) {
    return located(template, byOrder(template, parsePageNumber(hashTarget.page)));
  }

  return located(template, byOrder(template, parsePageNumber(request.page)));
}

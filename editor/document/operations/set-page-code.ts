import type { TemplateConfig } from '../../../schema/template/template-config';
import { updatePage } from '../tree/update-page';

export interface SetPageCodeArgs {
  readonly pageId: string;
  /** The code `jumpToPage` targets; empty or absent removes it. Duplicates are left to the validator. */
  readonly pageCode?: string;
}

/** Sets or clears the code a page is addressed by. */
export function setPageCode(template: TemplateConfig, { pageId, pageCode }: SetPageCodeArgs): TemplateConfig {
  return updatePage(template, pageId, (page) => {
    if ((page.pageCode ?? '') === (pageCode ?? '')) return page;
    const { pageCode: _old, ...rest } = page;
    return pageCode === undefined || pageCode === '' ? rest : { ...rest, pageCode };
  });
}

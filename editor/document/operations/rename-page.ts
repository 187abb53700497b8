import type { TemplateConfig } from '../../../schema/template/template-config';
import { updatePage } from '../tree/update-page';

export interface RenamePageArgs {
  readonly pageId: string;
  readonly label: string;
}

/** Renames a page (its label is also the browser title on the buyer's phone). */
export function renamePage(template: TemplateConfig, { pageId, label }: RenamePageArgs): TemplateConfig {
  return updatePage(template, pageId, (page) => (page.label === label ? page : { ...page, label }));
}

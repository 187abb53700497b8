import type { TemplateConfig } from '../../schema/template/template-config';
import { ALLOWED, refuse, type DocumentCheck } from './document-refusal';

/** A template keeps at least one page: with none, the buyer sees 缺少配置数据 and nothing can be dropped. */
export function canRemovePage(template: TemplateConfig, pageId: string): DocumentCheck {
  if (!template.pageList.some((page) => page.id === pageId)) return refuse('pageNotFound');
  return template.pageList.length > 1 ? ALLOWED : refuse('lastPage');
}

import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';

/** Where loading the template stands. */
export type TemplateState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly template: TemplateConfig }
  /** The server has no template for this promotion (未查找到模板数据). */
  | { readonly status: 'empty' }
  /** The template does not pass validation: its problems are shown, not a crash. */
  | { readonly status: 'invalid'; readonly problems: readonly Problem[] }
  | { readonly status: 'error'; readonly message: string };

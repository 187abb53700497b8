import type { TemplateConfig } from '../../schema/template/template-config';
import type { Problem } from '../../schema/validate/problem';

/** Where loading the template stands. */
export type TemplateState =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly template: TemplateConfig }
  /** The server has no template for this promotion (未查找到模板数据). */
  | { readonly status: 'empty' }
  /**
   * The template does not pass validation: its problems are shown, not a crash. `input` is the template
   * as upgraded (when it could be), from which the editor's preview shows what it can.
   */
  | { readonly status: 'invalid'; readonly problems: readonly Problem[]; readonly input?: unknown }
  | { readonly status: 'error'; readonly message: string };

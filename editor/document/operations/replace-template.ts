import type { TemplateConfig } from '../../../schema/template/template-config';

export interface ReplaceTemplateArgs {
  /** The whole template parsed from the code view. */
  readonly template: TemplateConfig;
}

/**
 * Takes the template the operator wrote in the code view as the document. It is the caller's
 * job to pass only JSON that parsed to an object; schema problems then show in the problems panel
 * like any other edit's.
 */
export function replaceTemplate(template: TemplateConfig, { template: next }: ReplaceTemplateArgs): TemplateConfig {
  return JSON.stringify(next) === JSON.stringify(template) ? template : next;
}

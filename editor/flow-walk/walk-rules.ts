import type { PreviewPersona } from '../../schema/preview/preview-persona';
import type { TemplateConfig } from '../../schema/template/template-config';
import { NO_RULES, type WalkRules } from '../../shared/flow-walk/plan-flow-walk';

/** The template's display and required rules as they stand for the persona. */
export function walkRulesFor(_template: TemplateConfig, _persona: PreviewPersona): WalkRules {
  return NO_RULES;
}

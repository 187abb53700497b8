import type { TemplateConfig } from '../../../schema/template/template-config';
import { walkModules } from '../../../schema/template/walk-modules';

/** Every module id in use, on every page: new ids must avoid all of them. */
export function moduleIds(template: TemplateConfig): Set<string> {
  return new Set([...walkModules(template)].map((visit) => visit.module.id));
}

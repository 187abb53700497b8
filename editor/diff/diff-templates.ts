import type { TemplateConfig } from '../../schema/template/template-config';
import type { DiffEntry } from './diff-entry';
import { diffModules } from './diff-modules';
import { diffPages } from './diff-pages';
import { diffSettings } from './diff-settings';

/**
 * Everything that differs between two versions of a template, as a readable list: template settings,
 * then pages, then modules in the newer version's page and outline order (removed ones last).
 * Describe each entry with `describeDiffEntry`.
 */
export function diffTemplates(before: TemplateConfig, after: TemplateConfig): DiffEntry[] {
  return [...diffSettings(before, after), ...diffPages(before, after), ...diffModules(before, after)];
}

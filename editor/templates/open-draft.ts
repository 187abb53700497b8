import type { TemplateConfig } from '../../schema/template/template-config';
import { migrateTemplate } from '../../schema/migrations/migrate-template';

/** A stored draft made ready to show, or why it cannot be. */
export type OpenedDraft = { readonly ok: true; readonly template: TemplateConfig } | { readonly ok: false; readonly message: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Upgrades a stored draft to the current format so the canvas can preview it. A draft is work in
 * progress and may not validate: that is left to the preview, which reports its problems. Only a draft
 * without a page list of objects cannot be shown at all.
 */
export function openDraft(draft: unknown): OpenedDraft {
  const migrated = migrateTemplate(draft);
  if (!migrated.ok) return migrated;
  const template = migrated.template;
  if (!isRecord(template) || !Array.isArray(template.pageList) || !template.pageList.every(isRecord)) {
    return { ok: false, message: '草稿缺少页面列表（pageList）' };
  }
  return { ok: true, template: template as unknown as TemplateConfig };
}

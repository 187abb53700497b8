import type { PublishResult } from '../../../schema/api/editor/editor-version';
import type { Database } from '../../db/database';
import { lockTemplate } from './lock-template';
import { publishLockedDraft } from './publish-template';
import type { TemplateRow } from './template-row';
import { getVersion } from './template-versions';

/**
 * Rolls a template back to an earlier version without rewriting history: that version's content
 * becomes the draft (a new revision) and is published as a new version that records where it came
 * from. It is validated like any publication; if the old version no longer validates (the catalogue
 * moved on), nothing changes and the problems are returned.
 */
export async function rollbackTemplate(
  db: Database,
  tenant: string,
  templateId: string,
  version: number,
  request: { readonly revision?: number; readonly note?: string },
  now: Date,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const row = await lockTemplate(tx, tenant, templateId, request.revision);
    const { content } = await getVersion(tx, tenant, templateId, version);
    await tx.query(
      'UPDATE templates SET draft = $3::jsonb, revision = revision + 1, updated_at = $4 WHERE tenant_code = $1 AND template_id = $2',
      [tenant, templateId, JSON.stringify(content), now],
    );
    const restored: TemplateRow = { ...row, draft: content, revision: row.revision + 1 };
    return publishLockedDraft(tx, tenant, restored, { note: request.note ?? `回滚至第 ${version} 版`, rolledBackFrom: version, now });
  });
}

import { catalogueChanged } from '../../catalogue/watch-catalogue';
import type { PublishResult } from '../../../schema/api/editor/editor-version';
import type { Database, Queryable } from '../../db/database';
import { lockTemplate } from './lock-template';
import { publishLockedDraft } from './publish-template';
import type { TemplateAuthor } from './template-author';
import { versionNotFound } from './template-errors';
import type { TemplateRow } from './template-row';

interface VersionContentRow {
  readonly content: Record<string, unknown>;
  readonly author_id: string | null;
  readonly author_name: string | null;
  readonly authored_at: Date | string | null;
}

/** A version's content with the author of that content. */
async function versionContent(tx: Queryable, tenant: string, templateId: string, version: number): Promise<VersionContentRow> {
  const found = await tx.query<VersionContentRow>(
    `SELECT content, author_id, author_name, authored_at FROM template_versions
      WHERE tenant_code = $1 AND template_id = $2 AND version = $3`,
    [tenant, templateId, version],
  );
  const row = found.rows[0];
  if (!row) throw versionNotFound(templateId, version);
  return row;
}

/**
 * Rolls a template back to an earlier version without rewriting history: that version's content
 * becomes the draft (a new revision) and is published as a new version that records where it came
 * from. It is a publication like any other: validated (if the old version no longer validates because
 * the catalogue moved on, nothing changes and the problems are returned), and under four-eyes the
 * author of the restored content may not be the one who republishes it.
 */
export async function rollbackTemplate(
  db: Database,
  tenant: string,
  templateId: string,
  version: number,
  request: { readonly revision?: number; readonly note?: string },
  publisher: TemplateAuthor & { readonly ip: string },
  now: Date,
): Promise<PublishResult> {
  const result = await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, tenant, templateId, request.revision);
    const restoredVersion = await versionContent(tx, tenant, templateId, version);
    const author = restoredVersion.author_id === null ? null : { id: restoredVersion.author_id, name: restoredVersion.author_name ?? '' };
    await tx.query(
      `UPDATE templates SET draft = $3::jsonb, revision = revision + 1, updated_at = $4, draft_editor_id = $5, draft_editor_name = $6
        WHERE tenant_code = $1 AND template_id = $2`,
      [tenant, templateId, JSON.stringify(restoredVersion.content), now, author?.id ?? null, author?.name ?? null],
    );
    const restored: TemplateRow = { ...row, draft: restoredVersion.content, revision: row.revision + 1 };
    return publishLockedDraft(tx, tenant, restored, {
      note: request.note ?? `回滚至第 ${version} 版`,
      rolledBackFrom: version,
      now,
      author,
      authoredAt: restoredVersion.authored_at,
      publisher,
      acknowledgedWarnings: null,
    });
  });
  // This instance reads the new version at once; the others when the commit's notice reaches them.
  catalogueChanged(db);
  return result;
}

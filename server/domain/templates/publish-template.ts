import type { PublishResult } from '../../../schema/api/editor/editor-version';
import type { Database, Queryable } from '../../db/database';
import { checkTemplate } from './check-template';
import { lockTemplate } from './lock-template';
import { alreadyPublished, TemplateInvalidError } from './template-errors';
import { templateStatus, type TemplateRow } from './template-row';

/** How a publication is recorded. */
export interface PublishOptions {
  readonly note: string;
  /** The version whose content a rollback republishes; null for an ordinary publication. */
  readonly rolledBackFrom: number | null;
  readonly now: Date;
}

/**
 * Publishes the draft of a template row locked by the caller's transaction: upgrades it to the current
 * format, validates it, and appends the next version. An invalid draft throws TemplateInvalidError
 * before anything is written. When the upgrade changed the draft, the upgraded draft is stored too
 * (its revision moves on), so the editor keeps working on what was published.
 */
export async function publishLockedDraft(tx: Queryable, tenant: string, row: TemplateRow, options: PublishOptions): Promise<PublishResult> {
  const checked = checkTemplate(row.draft);
  if (!checked.ok) throw new TemplateInvalidError(checked.problems);
  const version = (row.latest_version ?? 0) + 1;
  const revision = checked.upgraded ? row.revision + 1 : row.revision;
  await tx.query(
    `INSERT INTO template_versions (tenant_code, template_id, version, content, note, rolled_back_from, published_at)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7)`,
    [tenant, row.template_id, version, JSON.stringify(checked.template), options.note, options.rolledBackFrom, options.now],
  );
  await tx.query(
    `UPDATE templates
        SET latest_version = $3, revision = $4, published_revision = $4, published_at = $5,
            draft = CASE WHEN $6 THEN $7::jsonb ELSE draft END,
            updated_at = CASE WHEN $6 THEN $5 ELSE updated_at END
      WHERE tenant_code = $1 AND template_id = $2`,
    [tenant, row.template_id, version, revision, options.now, checked.upgraded, JSON.stringify(checked.template)],
  );
  return { version, revision, publishedAt: options.now.toISOString() };
}

/**
 * Publishes a template's draft as its next version. With `revision`, refuses (409) when the draft was
 * saved since the client read it; refuses (409) a draft with no change since the latest version.
 */
export async function publishTemplate(
  db: Database,
  tenant: string,
  templateId: string,
  request: { readonly revision?: number; readonly note?: string },
  now: Date,
): Promise<PublishResult> {
  return db.transaction(async (tx) => {
    const row = await lockTemplate(tx, tenant, templateId, request.revision);
    if (templateStatus(row) === 'published' && row.latest_version !== null) throw alreadyPublished(row.latest_version);
    return publishLockedDraft(tx, tenant, row, { note: request.note ?? '', rolledBackFrom: null, now });
  });
}

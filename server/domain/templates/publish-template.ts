import { catalogueChanged } from '../../catalogue/watch-catalogue';
import type { AcknowledgedWarning } from '../../../schema/api/editor/editor-gate-facts';
import type { PublishResult } from '../../../schema/api/editor/editor-version';
import type { Database, Queryable } from '../../db/database';
import { storeTemplateImages } from '../assets/template-images';
import { checkTemplate } from './check-template';
import { recordAudit } from '../identity/audit-log';
import { checkFourEyes } from './four-eyes';
import { enforcePublishGate } from './gate/enforce-publish-gate';
import { lockTemplate } from './lock-template';
import type { TemplateAuthor } from './template-author';
import { alreadyPublished, TemplateInvalidError } from './template-errors';
import { templateStatus, type TemplateRow } from './template-row';

/** How a publication is recorded. */
export interface PublishOptions {
  readonly note: string;
  /** The version whose content a rollback republishes; null for an ordinary publication. */
  readonly rolledBackFrom: number | null;
  readonly now: Date;
  /** The last editor of the content and when they edited it (null: the seed). */
  readonly author: TemplateAuthor | null;
  readonly authoredAt: Date | string | null;
  /** Who publishes it, and from where (for the audit log); four-eyes refuses the author. */
  readonly publisher: TemplateAuthor & { readonly ip: string };
  /**
   * The publish gate's warnings the publisher acknowledged; null for a rollback, which restores content
   * published before and is held up by the gate's errors only.
   */
  readonly acknowledgedWarnings: readonly AcknowledgedWarning[] | null;
}

/**
 * Publishes the draft of a template row locked by the caller's transaction: upgrades it to the current
 * format, validates it against the schema and the publish gate, and appends the next version. An
 * invalid draft, a gate error or an unacknowledged gate warning throws TemplateInvalidError
 * before anything is written. When the upgrade changed the draft, the upgraded draft is stored too
 * (its revision moves on), so the editor keeps working on what was published.
 */
export async function publishLockedDraft(tx: Queryable, tenant: string, row: TemplateRow, options: PublishOptions): Promise<PublishResult> {
  await checkFourEyes(tx, tenant, options.author, options.publisher);
  // Inline images (a draft of format 2, or pasted since) move to the asset library in this transaction.
  const images = await storeTemplateImages(tx, tenant, row.draft, { name: row.name, creator: options.publisher, now: options.now });
  const checked = checkTemplate(images.value);
  if (!checked.ok) throw new TemplateInvalidError(checked.problems);
  const warnings = await enforcePublishGate(tx, tenant, row.template_id, checked.template, options.acknowledgedWarnings);
  const upgraded = checked.upgraded || images.changed;
  const version = (row.latest_version ?? 0) + 1;
  const revision = upgraded ? row.revision + 1 : row.revision;
  await tx.query(
    `INSERT INTO template_versions (tenant_code, template_id, version, content, note, rolled_back_from, published_at,
                                    author_id, author_name, authored_at, published_by_id, published_by_name, draft_revision)
     VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      tenant,
      row.template_id,
      version,
      JSON.stringify(checked.template),
      options.note,
      options.rolledBackFrom,
      options.now,
      options.author?.id ?? null,
      options.author?.name ?? null,
      options.authoredAt === null ? null : new Date(options.authoredAt),
      options.publisher.id,
      options.publisher.name,
      revision,
    ],
  );
  await tx.query(
    `UPDATE templates
        SET latest_version = $3, revision = $4, published_revision = $4, published_at = $5,
            draft = CASE WHEN $6 THEN $7::jsonb ELSE draft END,
            updated_at = CASE WHEN $6 THEN $5 ELSE updated_at END
      WHERE tenant_code = $1 AND template_id = $2`,
    [tenant, row.template_id, version, revision, options.now, upgraded, JSON.stringify(checked.template)],
  );
  await recordAudit(tx, {
    tenant,
    actor: options.publisher,
    action: options.rolledBackFrom === null ? 'publish' : 'rollback',
    target: row.template_id,
    detail: {
      version,
      revision,
      author: options.author?.name ?? null,
      ...(options.rolledBackFrom === null ? {} : { rolledBackFrom: options.rolledBackFrom }),
      ...(warnings.length === 0 ? {} : { warnings: warnings.map((warning) => ({ rule: warning.rule, path: warning.path })) }),
    },
    ip: options.publisher.ip,
    at: options.now,
  });
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
  request: { readonly revision?: number; readonly note?: string; readonly acknowledgedWarnings?: readonly AcknowledgedWarning[] },
  publisher: PublishOptions['publisher'],
  now: Date,
): Promise<PublishResult> {
  const result = await db.transaction(async (tx) => {
    const row = await lockTemplate(tx, tenant, templateId, request.revision);
    if (templateStatus(row) === 'published' && row.latest_version !== null) throw alreadyPublished(row.latest_version);
    const author = row.draft_editor_id === null ? null : { id: row.draft_editor_id, name: row.draft_editor_name ?? '' };
    return publishLockedDraft(tx, tenant, row, {
      note: request.note ?? '',
      rolledBackFrom: null,
      now,
      author,
      authoredAt: row.updated_at,
      publisher,
      acknowledgedWarnings: request.acknowledgedWarnings ?? [],
    });
  });
  // This instance reads the new version at once; the others when the commit's notice reaches them.
  catalogueChanged(db);
  return result;
}

import type { TemplateVersion, TemplateVersionSummary } from '../../../schema/api/editor/editor-version';
import type { Queryable } from '../../db/database';
import { requireTemplate } from './find-template';
import { versionNotFound } from './template-errors';
import { toIso } from './template-row';

interface VersionRow {
  readonly version: number;
  readonly published_at: Date | string;
  readonly note: string;
  readonly rolled_back_from: number | null;
  readonly author_name: string | null;
  readonly authored_at: Date | string | null;
  readonly published_by_name: string | null;
  readonly draft_revision: number | null;
  readonly content?: Record<string, unknown>;
}

const SUMMARY_COLUMNS = 'version, published_at, note, rolled_back_from, author_name, authored_at, published_by_name, draft_revision';

function toSummary(row: VersionRow): TemplateVersionSummary {
  return {
    version: row.version,
    publishedAt: toIso(row.published_at),
    note: row.note,
    rolledBackFrom: row.rolled_back_from,
    author: row.author_name,
    authoredAt: row.authored_at === null ? null : toIso(row.authored_at),
    publishedBy: row.published_by_name,
    draftRevision: row.draft_revision,
  };
}

/** The published versions of a tenant's template, newest first (404 for an unknown template). */
export async function listVersions(db: Queryable, tenant: string, templateId: string): Promise<TemplateVersionSummary[]> {
  await requireTemplate(db, tenant, templateId);
  const found = await db.query<VersionRow>(
    `SELECT ${SUMMARY_COLUMNS} FROM template_versions
      WHERE tenant_code = $1 AND template_id = $2 ORDER BY version DESC`,
    [tenant, templateId],
  );
  return found.rows.map(toSummary);
}

/** One published version with its content exactly as it was published. */
export async function getVersion(db: Queryable, tenant: string, templateId: string, version: number): Promise<TemplateVersion> {
  const found = await db.query<VersionRow & { content: Record<string, unknown> }>(
    `SELECT ${SUMMARY_COLUMNS}, content FROM template_versions
      WHERE tenant_code = $1 AND template_id = $2 AND version = $3`,
    [tenant, templateId, version],
  );
  const row = found.rows[0];
  if (row) return { ...toSummary(row), content: row.content };
  await requireTemplate(db, tenant, templateId);
  throw versionNotFound(templateId, version);
}

import type { Static } from '@sinclair/typebox';
import type { RecordVerdictBodySchema, Verdict } from '../../../schema/api/editor/editor-verdict';
import type { Database, Queryable } from '../../db/database';
import { recordAudit } from '../identity/audit-log';
import { requireTemplate } from './find-template';
import type { TemplateAuthor } from './template-author';
import { staleRevision } from './template-errors';

interface VerdictRow {
  readonly revision: number;
  readonly verdict: Verdict['verdict'];
  readonly note: string;
  readonly username: string;
  readonly at: Date | string;
}

function toVerdict(row: VerdictRow): Verdict {
  return { revision: row.revision, verdict: row.verdict, note: row.note, by: row.username, at: new Date(row.at).toISOString() };
}

/** The QA verdicts on a template's drafts, newest first (404 for an unknown template). */
export async function listVerdicts(db: Queryable, tenant: string, templateId: string): Promise<Verdict[]> {
  await requireTemplate(db, tenant, templateId);
  const found = await db.query<VerdictRow>(
    `SELECT revision, verdict, note, username, at FROM template_verdicts
      WHERE tenant_code = $1 AND template_id = $2 ORDER BY at DESC, id DESC`,
    [tenant, templateId],
  );
  return found.rows.map(toVerdict);
}

/**
 * Records a QA verdict on the draft revision the QA user previewed. A verdict on a revision the draft
 * has moved past is refused (409): it would vouch for content nobody will publish.
 */
export async function recordVerdict(
  db: Database,
  tenant: string,
  templateId: string,
  body: Static<typeof RecordVerdictBodySchema>,
  by: TemplateAuthor & { readonly ip: string },
  now: Date,
): Promise<Verdict> {
  return db.transaction(async (tx) => {
    const template = await requireTemplate(tx, tenant, templateId, { forUpdate: true });
    if (template.revision !== body.revision) throw staleRevision(template.revision);
    const inserted = await tx.query<VerdictRow>(
      `INSERT INTO template_verdicts (tenant_code, template_id, revision, verdict, note, user_id, username, at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING revision, verdict, note, username, at`,
      [tenant, templateId, body.revision, body.verdict, body.note.trim(), by.id, by.name, now],
    );
    await recordAudit(tx, {
      tenant,
      actor: by,
      action: 'verdict',
      target: templateId,
      detail: { revision: body.revision, verdict: body.verdict },
      ip: by.ip,
      at: now,
    });
    const row = inserted.rows[0];
    if (!row) throw new Error('verdict insert returned no row');
    return toVerdict(row);
  });
}

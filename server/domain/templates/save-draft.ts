import type { EditorRouteBody } from '../../../schema/api/editor/define-editor-route';
import type { EditorRoutes } from '../../../schema/api/editor/editor-routes';
import type { EditorTemplate } from '../../../schema/api/editor/editor-template';
import type { Database, Queryable } from '../../db/database';
import { storeTemplateImages } from '../assets/template-images';
import { requireTemplate } from './find-template';
import type { TemplateAuthor } from './template-author';
import { staleRevision } from './template-errors';
import { TEMPLATE_COLUMNS, toEditorTemplate, type TemplateRow } from './template-row';

type SaveBody = EditorRouteBody<EditorRoutes['saveDraft']>;

/**
 * Saves a draft edited from `body.revision`. The revision check and the write are one statement, so
 * of two editors saving from the same revision exactly one wins and the other gets 409. The draft is
 * stored as sent (work in progress may be invalid until it is published), except that inline images
 * become assets of the tenant's library in the same transaction; the reply holds the draft as stored.
 */
export async function saveDraft(
  db: Database,
  tenant: string,
  templateId: string,
  body: SaveBody,
  editor: TemplateAuthor,
  now: Date,
): Promise<EditorTemplate> {
  return db.transaction(async (tx) => {
    // An inline image pasted into the draft (the code view, an old copy) moves to the asset library here.
    const name = body.name ?? (await tx.query<{ name: string }>('SELECT name FROM templates WHERE tenant_code = $1 AND template_id = $2', [tenant, templateId])).rows[0]?.name;
    const { value: draft } = await storeTemplateImages(tx, tenant, body.draft, { name: name ?? templateId, creator: editor, now });
    return writeDraft(tx, tenant, templateId, { ...body, draft }, editor, now);
  });
}

async function writeDraft(db: Queryable, tenant: string, templateId: string, body: SaveBody, editor: TemplateAuthor, now: Date): Promise<EditorTemplate> {
  const updated = await db.query<TemplateRow>(
    `UPDATE templates
        SET draft = $4::jsonb, revision = revision + 1, name = COALESCE($5, name), description = COALESCE($6, description), updated_at = $7,
            draft_editor_id = $8, draft_editor_name = $9
      WHERE tenant_code = $1 AND template_id = $2 AND revision = $3
      RETURNING ${TEMPLATE_COLUMNS}`,
    [tenant, templateId, body.revision, JSON.stringify(body.draft), body.name ?? null, body.description ?? null, now, editor.id, editor.name],
  );
  const row = updated.rows[0];
  if (row) return toEditorTemplate(row);
  const current = await requireTemplate(db, tenant, templateId);
  throw staleRevision(current.revision);
}

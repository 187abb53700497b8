import type { CallHandlers } from '../../app/call-handler';
import { requireFound } from '../../app/not-found';
import type { DocumentDetail } from '../../../schema/entities/document';
import { REFERENCE_MESSAGES } from './reference-messages';

/** queryDocumentDetail: a tenant's document by id. */
export const documentHandlers = {
  queryDocumentDetail: async ({ body, tenant, app }) => {
    const found = await app.db.query<DocumentDetail>('SELECT id, type, name, content FROM documents WHERE tenant_code = $1 AND id = $2', [tenant, body.id]);
    return { success: true, code: 0, result: requireFound(found.rows[0], REFERENCE_MESSAGES.documentNotFound) };
  },
} satisfies CallHandlers;

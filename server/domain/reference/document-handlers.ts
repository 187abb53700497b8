import type { CallHandlers } from '../../app/call-handler';
import { DomainError, ERROR_CODES } from '../../app/domain-error';
import type { DocumentDetail } from '../../../schema/entities/document';
import { REFERENCE_MESSAGES } from './reference-messages';

/** queryDocumentDetail: a tenant's document by id. */
export const documentHandlers = {
  queryDocumentDetail: async ({ body, tenant, app }) => {
    const found = await app.db.query<DocumentDetail>('SELECT id, type, name, content FROM documents WHERE tenant_code = $1 AND id = $2', [tenant, body.id]);
    const document = found.rows[0];
    if (!document) throw new DomainError(ERROR_CODES.notFound, REFERENCE_MESSAGES.documentNotFound, 404);
    return { success: true, code: 0, result: document };
  },
} satisfies CallHandlers;

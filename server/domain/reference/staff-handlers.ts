import type { CallHandlers } from '../../app/call-handler';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { normalizeCertNo } from './normalize-cert-no';
import { staffIndex } from './staff-index';

/**
 * isECIFStaff: whether the person is an active member of the tenant's staff, matched on certificate
 * type, number and name together, through their blind indexes. The reply says only yes or no.
 */
export const staffHandlers = {
  isECIFStaff: async ({ body, tenant, app }) => {
    const certType = body.identifytype.trim();
    const certNo = normalizeCertNo(certType, body.identifynumber, todayInShanghai(app.now()));
    const { certNoIndex, nameIndex } = staffIndex(app.pii, certNo, body.clientname);
    const found = await app.db.query(
      'SELECT 1 FROM staff_members WHERE tenant_code = $1 AND cert_type = $2 AND cert_no_index = $3 AND name_index = $4 AND active',
      [tenant, certType, certNoIndex, nameIndex],
    );
    return { success: true, code: 0, result: { isStaff: found.rowCount > 0 } };
  },
} satisfies CallHandlers;

import type { AppContext } from '../../app/app-context';
import type { Queryable } from '../../db/database';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { normalizeCertNo } from './normalize-cert-no';
import { staffIndex } from './staff-index';

/** Who is checked: a person's name and certificate. */
export interface StaffIdentity {
  readonly name: string;
  readonly certType: string;
  readonly certNo: string;
}

/**
 * Whether the person is an active member of the tenant's staff, matched on certificate type, number
 * and name together, through their blind indexes.
 */
export async function isActiveStaff(db: Queryable, app: Pick<AppContext, 'pii' | 'now'>, tenant: string, identity: StaffIdentity): Promise<boolean> {
  const certType = identity.certType.trim();
  const certNo = normalizeCertNo(certType, identity.certNo, todayInShanghai(app.now()));
  const { certNoIndex, nameIndex } = staffIndex(app.pii, certNo, identity.name);
  const found = await db.query(
    'SELECT 1 FROM staff_members WHERE tenant_code = $1 AND cert_type = $2 AND cert_no_index = $3 AND name_index = $4 AND active',
    [tenant, certType, certNoIndex, nameIndex],
  );
  return found.rowCount > 0;
}

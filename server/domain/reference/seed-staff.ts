import type { Queryable } from '../../db/database';
import type { PiiVault } from '../../pii/pii-vault';
import { idCardCheckChar } from '../../../shared/identity/id-card-check-char';
import { insertJsonRows } from './seed-rows';
import { staffIndex } from './staff-index';

/** A staff member by the first 17 digits of the ID number; the check character is computed. */
const STAFF: readonly { tenant: string; idFirst17: string; name: string; employeeNo: string; active: boolean }[] = [
  { tenant: 'health', idFirst17: '11010519850315123', name: '张伟', employeeNo: 'JKB000128', active: true },
  { tenant: 'health', idFirst17: '31010419900708246', name: '李娜', employeeNo: 'JKB000215', active: true },
  { tenant: 'health', idFirst17: '44030519780221155', name: '王强', employeeNo: 'JKB000037', active: false },
  { tenant: 'ba', idFirst17: '44030519880912362', name: '陈静', employeeNo: 'BA1002317', active: true },
  { tenant: 'ba', idFirst17: '51010719920130135', name: '刘洋', employeeNo: 'BA1004581', active: true },
];

/**
 * Seeds a few staff members per tenant, with valid resident ID numbers, for the staff check (王强 has
 * left: his row is inactive), by the blind indexes of their certificate numbers and names. An
 * operator's later change is kept.
 */
export async function seedStaff(db: Queryable, pii: PiiVault): Promise<void> {
  await insertJsonRows(
    db,
    `INSERT INTO staff_members (tenant_code, cert_type, cert_no_index, name_index, employee_no, active)
     SELECT tenant, 'I', "certNoIndex", "nameIndex", "employeeNo", active
       FROM jsonb_to_recordset($1::jsonb) AS r(tenant text, "certNoIndex" text, "nameIndex" text, "employeeNo" text, active boolean)
     ON CONFLICT (tenant_code, cert_type, cert_no_index) DO NOTHING`,
    STAFF.map(({ idFirst17, name, ...member }) => ({ ...member, ...staffIndex(pii, idFirst17 + idCardCheckChar(idFirst17), name) })),
  );
}

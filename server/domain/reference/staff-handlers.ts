import type { CallHandlers } from '../../app/call-handler';
import { isActiveStaff } from './is-active-staff';

/**
 * isECIFStaff: whether the person is an active member of the tenant's staff (see isActiveStaff). The
 * reply says only yes or no.
 */
export const staffHandlers = {
  isECIFStaff: async ({ body, tenant, app }) => ({
    success: true,
    code: 0,
    result: { isStaff: await isActiveStaff(app.db, app, tenant, { name: body.clientname, certType: body.identifytype, certNo: body.identifynumber }) },
  }),
} satisfies CallHandlers;

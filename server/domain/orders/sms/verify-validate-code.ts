import type { verifyValidateCode } from '../../../../schema/api/validate-code';
import type { CallHandler } from '../../../app/call-handler';
import { ERROR_CODES } from '../../../app/domain-error';
import { failureEnvelope } from '../../../app/failure-envelope';
import { ORDER_MESSAGES } from '../order-messages';
import { checkSmsCode } from './check-sms-code';

/**
 * verifyValidateCode: `result` true when the code is the phone's live code for the purpose. A failed
 * check answers `success: false` with the reason (and is counted), rather than an error status, so the
 * count of wrong tries is committed.
 */
export const handleVerifyValidateCode: CallHandler<typeof verifyValidateCode> = async ({ body, tenant, app }) => {
  const check = await app.db.transaction((tx) =>
    checkSmsCode(tx, app, { tenant, businessType: body.businessType, phone: body.target.trim() }, body.validateCode),
  );
  return check.ok
    ? { success: true, code: 0, message: ORDER_MESSAGES.codeVerified, result: true }
    : failureEnvelope(ERROR_CODES.badRequest, check.message, { result: false });
};

import { REMINDER_DIALOG_CODES } from '../../../../schema/api/envelope';
import { DomainError } from '../../../app/domain-error';

const [INVALID_ORDER_CODE, CANNOT_PROCEED_CODE] = REMINDER_DIALOG_CODES;

/**
 * 20000: the order's data breaks a rule (the buyer fixes it). The app opens the 温馨提示 dialog.
 * Thrown inside the order's transaction, so nothing of the request is written.
 */
export function invalidOrder(message: string): DomainError {
  return new DomainError(INVALID_ORDER_CODE, message);
}

/**
 * 20019: the order cannot go on as it stands whatever the buyer types (the product is off sale, the
 * price changed since the trial). Also a 温馨提示 dialog.
 */
export function cannotProceed(message: string): DomainError {
  return new DomainError(CANNOT_PROCEED_CODE, message);
}

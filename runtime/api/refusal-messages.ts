import type { ApiCallName } from '../../schema/api';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { PREMIUM_MESSAGES } from '../../shared/messages/premium';

/**
 * What the buyer is told when a call is refused without a message of its own, where the spec names
 * one (section 8: a failed premium trial says 保费试算异常, a failed code check 系统异常，请稍后重试 even when
 * the refusal came with a 4xx status, an unsuccessful appointment query 预约查询失败); other calls say
 * the generic text.
 */
export const REFUSAL_MESSAGES: Partial<Record<ApiCallName, string>> = {
  getPremium: PREMIUM_MESSAGES.trialAbnormal,
  verifyValidateCode: ERROR_MESSAGES.systemError,
  queryReservationConsultation: ERROR_MESSAGES.appointmentUnavailable,
  // Order detail failure (section 8): the server message, or 网络错误, whatever the status.
  queryOrderDetail: ERROR_MESSAGES.networkErrorShort,
};

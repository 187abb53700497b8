import type { ApiCallName } from '../../schema/api';
import { ERROR_MESSAGES } from '../../shared/messages/errors';

/**
 * What the buyer is told when a call never gets the service's answer (offline, a gateway's page),
 * where the spec names a wording of its own (section 8: sending a code says 网络错误，请稍后重试, the
 * customer-service appointment query 查询预约失败, the order detail 网络错误); other calls say 网络异常，请稍后重试.
 */
export const NETWORK_FAILURE_MESSAGES: Partial<Record<ApiCallName, string>> = {
  sendValidateCode: ERROR_MESSAGES.sendCodeNetworkError,
  queryReservationConsultation: ERROR_MESSAGES.appointmentRequestFailed,
  // Order detail failure (section 8): the server message, or 网络错误.
  queryOrderDetail: ERROR_MESSAGES.networkErrorShort,
};

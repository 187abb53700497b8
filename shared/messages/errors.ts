/**
 * Buyer-facing texts of the error catalogue (spec section 8) that are not validation messages,
 * page-flow texts or premium texts. Where the spec gives only an English gloss, this is the Chinese a
 * buyer sees.
 */
export const ERROR_MESSAGES = {
  /** Default for a failed request. */
  networkError: '网络异常，请稍后重试',
  /** Sending an SMS code failed on the network ('Network error, please retry later'). */
  sendCodeNetworkError: '网络错误，请稍后重试',
  /** Health notice failure, and a failed code check without a server message ('System error, please retry later'). */
  systemError: '系统异常，请稍后重试',
  /** Health notice or order detail failure with no message at all. */
  networkErrorShort: '网络错误',
  uploadFailed: '图片上传失败!',
  /** An appointment request that errored ('Query appointment failed'). */
  appointmentRequestFailed: '查询预约失败',
  /** An appointment query that came back unsuccessful, or supported without a url ('Appointment query failed'). */
  appointmentUnavailable: '预约查询失败',
  questionnaireNotFound: '问卷详情不存在',
  questionnaireDetailFailed: '获取问卷详情失败',
  smartQuestionnaireFailed: '获取智能问卷失败',
  deleteConfirmTitle: '操作确认',
  deleteConfirmContent: '确认删除?',
} as const;

export type ErrorMessageKey = keyof typeof ERROR_MESSAGES;

import type { SmartQuestionnaireAnswers } from '../../schema/api/smart-question';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { ApiError } from '../api/api-error';
import { useApiQuery } from '../api/api-queries';

/** Loading an answered questionnaire by applyNo. */
export type SmartAnswersLoad =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: SmartQuestionnaireAnswers }
  | { readonly status: 'error'; readonly message: string };

/**
 * The answers of a finished questionnaire (smartQuestionAnswers). Errors in the spec's words:
 * 问卷详情不存在 when there is nothing under the applyNo, 获取问卷详情失败 when the fetch fails.
 */
export function useSmartAnswers(applyNo: string | undefined): SmartAnswersLoad {
  const answers = useApiQuery('smartQuestionAnswers', { applyNo: applyNo ?? '' }, undefined, { enabled: Boolean(applyNo) });
  if (!applyNo) return { status: 'idle' };
  if (answers.isError) {
    if (answers.isFetching) return { status: 'loading' };
    const notFound = answers.error instanceof ApiError && answers.error.message === ERROR_MESSAGES.questionnaireNotFound;
    return { status: 'error', message: notFound ? ERROR_MESSAGES.questionnaireNotFound : ERROR_MESSAGES.questionnaireDetailFailed };
  }
  const data = answers.data?.result;
  if (!answers.data) return { status: 'loading' };
  return data && data.answers.length > 0 ? { status: 'ready', data } : { status: 'error', message: ERROR_MESSAGES.questionnaireNotFound };
}

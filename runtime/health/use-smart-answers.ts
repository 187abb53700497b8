import { useEffect, useState } from 'react';
import type { SmartQuestionnaireAnswers } from '../../schema/api/smart-question';
import { ERROR_MESSAGES } from '../../shared/messages/errors';
import { ApiError } from '../api/api-error';
import { useRuntime } from '../app/runtime-context';

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
  const { api } = useRuntime();
  const [load, setLoad] = useState<SmartAnswersLoad>({ status: 'idle' });
  useEffect(() => {
    if (!applyNo) {
      setLoad({ status: 'idle' });
      return;
    }
    let live = true;
    setLoad({ status: 'loading' });
    api.call('smartQuestionAnswers', { applyNo }).then(
      (response) => {
        if (!live) return;
        const data = response.result;
        setLoad(data && data.answers.length > 0 ? { status: 'ready', data } : { status: 'error', message: ERROR_MESSAGES.questionnaireNotFound });
      },
      (error: unknown) => {
        if (!live) return;
        const notFound = error instanceof ApiError && error.message === ERROR_MESSAGES.questionnaireNotFound;
        setLoad({ status: 'error', message: notFound ? ERROR_MESSAGES.questionnaireNotFound : ERROR_MESSAGES.questionnaireDetailFailed });
      },
    );
    return () => {
      live = false;
    };
  }, [api, applyNo]);
  return load;
}

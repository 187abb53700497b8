import type { NoticeQuestion } from '../../../schema/entities/notice-question';
import type { Order } from '../../../schema/entities/order';
import { HEALTH_NOTICE_TYPE } from '../../../shared/constants';
import type { NoticeAnswer } from '../../../shared/notice/notice-answer';
import type { HealthNoticeResult } from '../../health/health-notice-atoms';
import { insuredKey, type PersonKey } from '../../health/person-key';

/** The health notice a party answered, among its notices. */
function healthNotice(list: readonly NoticeQuestion[] | undefined): NoticeQuestion | undefined {
  return list?.find((notice) => notice.noticeType === HEALTH_NOTICE_TYPE) ?? list?.[0];
}

function result(allowInsure: boolean | null | undefined, notice: NoticeQuestion | undefined): HealthNoticeResult | undefined {
  const verdict = typeof allowInsure === 'boolean' ? allowInsure : notice?.allowInsure;
  if (typeof verdict !== 'boolean') return undefined;
  const details = notice?.noticeDetailList ?? [];
  const answers = details.flatMap((detail): NoticeAnswer[] => (detail.noticeAnswer ? [detail.noticeAnswer] : []));
  return {
    allowInsure: verdict,
    // Answers only when every question has one: a partial list would misplace them against the questions.
    ...(answers.length > 0 && answers.length === details.length ? { answers } : {}),
    ...(notice?.applyNo ? { applyNo: notice.applyNo } : {}),
  };
}

/**
 * The health notice outcomes an order carries, by person (the HN_ keys): the policyholder's from its
 * health notice, each insured's from its verdict or its health notice. Only decided outcomes (符合要求
 * or 不符合要求) are given; a person without one stays 待完成.
 */
export function orderNoticeResults(order: Order): Partial<Record<PersonKey, HealthNoticeResult>> {
  const results: Partial<Record<PersonKey, HealthNoticeResult>> = {};
  const holder = result(undefined, healthNotice(order.holder?.noticeQuestion));
  if (holder) results.holder = holder;
  (order.insuredList ?? []).forEach((insured, index) => {
    const outcome = result(insured.allowInsure, healthNotice(insured.noticeQuestion));
    if (outcome) results[insuredKey(index)] = outcome;
  });
  return results;
}

import { StringEnum } from '../../../string-enum';

/** Whose notice a block shows (spec: noticeObjectType holder, insured, agent). */
export const NOTICE_OBJECT_TYPES = ['holder', 'insured', 'agent'] as const;

export const NoticeObjectTypeSchema = StringEnum(NOTICE_OBJECT_TYPES, {
  title: '告知对象',
  description: 'holder 投保人，insured 被保人，agent 营销员',
});

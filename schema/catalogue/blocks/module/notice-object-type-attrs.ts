import { StringEnum } from '../../../string-enum';
import { NOTICE_OBJECT_TYPE_VALUES } from '../../../entities/notice-object-type';

/** Whose notice a block shows (spec: noticeObjectType holder, insured, agent). */
export const NoticeObjectTypeSchema = StringEnum(NOTICE_OBJECT_TYPE_VALUES, {
  title: '告知对象',
  titleEn: 'Notice subject',
  description: 'holder 投保人，insured 被保人，agent 营销员',
  descriptionEn: 'holder policyholder; insured insured; agent agent',
});

import { Type } from '@sinclair/typebox';
import { StringEnum } from '../../../string-enum';
import { NOTICE_OBJECT_TYPE_VALUES } from '../../../entities/notice-object-type';

/** Attrs every notice block shares: who answers it and which notice it is (spec: Notice). */
export const noticeAttrs = {
  header: Type.Optional(Type.String({ title: '告知标题', titleEn: 'Notice title' })),
  noticeType: Type.String({ title: '告知类型', titleEn: 'Notice type', description: '如 healthNotice', descriptionEn: 'e.g. healthNotice' }),
  noticeObjectType: StringEnum(NOTICE_OBJECT_TYPE_VALUES, {
    title: '告知对象',
    titleEn: 'Notice subject',
    description: 'holder 投保人 / insured 被保人 / agent 营销员',
    descriptionEn: 'holder policyholder / insured insured / agent agent',
  }),
};

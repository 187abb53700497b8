import type { SchemaOptions } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

/** Whose notice or questionnaire it is: holder, insured or agent. */
export const NOTICE_OBJECT_TYPE_VALUES = ['holder', 'insured', 'agent'] as const;

export function NoticeObjectTypeSchema(options: SchemaOptions = {}) {
  return StringEnum(NOTICE_OBJECT_TYPE_VALUES, {
    title: '告知对象',
    description: 'holder 投保人，insured 被保人，agent 营销员',
    ...options,
  });
}

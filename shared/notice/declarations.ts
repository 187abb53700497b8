import type { NOTICE_OBJECT_TYPE_VALUES } from '../../schema/entities/notice-object-type';
import type { NoticeAnswer } from './notice-answer';

/**
 * Whether a party's notice is a set of declarations rather than a health notice. The sales agent is
 * not underwritten: what the agent answers (营销员告知) are statements about the sale (the clauses were
 * explained, the buyer was told to answer truthfully, the premium is lawful income), so 是 is the
 * answer that lets the order go on, and a 否 means something the sale needs has not been done.
 */
export function isDeclarationNotice(noticeObjectType: (typeof NOTICE_OBJECT_TYPE_VALUES)[number] | undefined): boolean {
  return noticeObjectType === 'agent';
}

/** The first declaration not confirmed (answered 否), or undefined when every one is 是. */
export function unmetDeclaration(answers: readonly (NoticeAnswer | undefined)[]): number | undefined {
  const index = answers.findIndex((answer) => answer !== 'Y');
  return index === -1 ? undefined : index;
}

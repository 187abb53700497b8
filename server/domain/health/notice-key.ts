import type { NOTICE_OBJECT_TYPE_VALUES } from '../../../schema/entities/notice-object-type';

/** Whose notice it is: holder, insured or agent. */
export type NoticeObjectType = (typeof NOTICE_OBJECT_TYPE_VALUES)[number];

/** The notice type of the health notice proper (as opposed to a declaration or an insure notice). */
export { HEALTH_NOTICE_TYPE } from '../../../shared/constants';

/** What identifies a notice within a tenant: the plan, the notice type and whom it asks. */
export interface NoticeKey {
  readonly planId: string;
  readonly noticeType: string;
  readonly noticeObjectType: NoticeObjectType;
}

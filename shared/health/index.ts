export {
  checkNotificationSelection,
  type NotificationSelection,
  type NotificationSelectionCheck,
} from './check-notification-selection';
export {
  healthRefusalDialog,
  type HealthRefusalDialog,
  type RefusalContext,
  type RefusalDialogAction,
} from './health-refusal-dialog';
export { noticeCheckMark, type NoticeCheckMark } from './notice-check-mark';
export { personNoticeStatus, type NoticeStatusTone, type PersonNoticeStatus } from './person-notice-status';

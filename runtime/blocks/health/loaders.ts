import type { BlockLoaders } from '../block-loader-types';

/** The health notice blocks of the registry, each loaded on first use. */
export const healthLoaders: BlockLoaders = {
  healthNotificationListModule: () => import('./health-notification-list'),
  yesNoNotice: () => import('./yes-no-notice'),
  commonHealthNotice: () => import('./common-health-notice'),
  healthNoticeText: () => import('./health-notice-text'),
  agentDeclaration: () => import('./agent-declaration'),
  smartQuestionnairePreview: () => import('./smart-questionnaire-preview'),
};

import type { BlockLoaders } from '../block-loader-types';

/** The blocks of catalogue category `health` (health notice), in palette order, each loaded on first use. */
export const healthLoaders: BlockLoaders = {
  healthNoticeText: () => import('./health-notice-text'),
  commonHealthNotice: () => import('./common-health-notice'),
  yesNoNotice: () => import('./yes-no-notice'),
  smartQuestionnairePreview: () => import('./smart-questionnaire-preview'),
  agentDeclaration: () => import('./agent-declaration'),
};

import { healthNoticeText } from './health-notice-text';
import { commonHealthNotice } from './common-health-notice';
import { yesNoNotice } from './yes-no-notice';
import { smartQuestionnairePreview } from './smart-questionnaire-preview';
import { agentDeclaration } from './agent-declaration';

/** Health notice blocks, in palette order. */
export const healthBlocks = [
  healthNoticeText,
  commonHealthNotice,
  yesNoNotice,
  smartQuestionnairePreview,
  agentDeclaration,
] as const;

import { ENVIRONMENT_MESSAGES } from './environment';
import { ERROR_MESSAGES } from './errors';
import { FLOW_MESSAGES } from './flow';
import { ORDER_MESSAGES } from './order';
import { PREMIUM_MESSAGES } from './premium';
import { PREVIEW_MESSAGES } from './preview';
import { SCREEN_MESSAGES } from './screens';
import { VALIDATION_MESSAGES } from './validation';

/**
 * The one catalogue of buyer-facing text, grouped by where the spec states it: screens and routes
 * (section 2), page flow (sections 2, 4, 8), premium display (section 2), validation (section 5),
 * errors (section 8) and the desktop-to-phone hand-over (section 1), and the few texts only operators
 * see in the editor's preview. Each text stands under one key only.
 */
export const MESSAGES = {
  screens: SCREEN_MESSAGES,
  flow: FLOW_MESSAGES,
  premium: PREMIUM_MESSAGES,
  validation: VALIDATION_MESSAGES,
  errors: ERROR_MESSAGES,
  order: ORDER_MESSAGES,
  environment: ENVIRONMENT_MESSAGES,
  preview: PREVIEW_MESSAGES,
} as const;

export { ENVIRONMENT_MESSAGES, ERROR_MESSAGES, FLOW_MESSAGES, ORDER_MESSAGES, PREMIUM_MESSAGES, PREVIEW_MESSAGES, SCREEN_MESSAGES, VALIDATION_MESSAGES };

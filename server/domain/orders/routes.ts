import type { RoutePlugin } from '../../app/route-plugin';
import { startJobRunner } from './jobs/start-job-runner';
import { registerCashierNoticeRoute } from './cashier/cashier-notice-route';
import { registerCashierFormRoute } from './payment/cashier-form-route';
import { registerPolicyDocumentRoute } from './policy-document/policy-document-route';
import { registerSmsOutboxRoute } from './sms/sms-outbox-route';

/**
 * The orders domain's routes outside the buyer contract: the issuing job runner (a timer for the
 * app's life), the development SMS outbox, the mock cashier's form entry, the insurer cashier's
 * payment notices and the printable electronic policy.
 */
export const ordersRoutes: RoutePlugin = (app, context) => {
  startJobRunner(app, context);
  registerSmsOutboxRoute(app, context);
  registerCashierFormRoute(app);
  registerCashierNoticeRoute(app, context);
  registerPolicyDocumentRoute(app, context);
};

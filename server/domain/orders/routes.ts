import type { RoutePlugin } from '../../app/route-plugin';
import { startJobRunner } from './jobs/start-job-runner';
import { registerCashierFormRoute } from './payment/cashier-form-route';
import { registerSmsOutboxRoute } from './sms/sms-outbox-route';

/**
 * The orders domain's routes outside the buyer contract: the issuing job runner (a timer for the
 * app's life), the development SMS outbox and the cashier's form entry.
 */
export const ordersRoutes: RoutePlugin = (app, context) => {
  startJobRunner(app, context);
  registerSmsOutboxRoute(app, context);
  registerCashierFormRoute(app);
};

import type { AttrsOf } from '../../../../../schema/catalogue';
import type { Module } from '../../../../../schema/template/module';
import { catalogueModule } from '../catalogue-module';
import { paymentAccount, toolbar } from '../shared-modules';

/** One tab of the confirm page's important-notice popup. */
export interface SupervisionTab {
  readonly title: string;
  readonly content: string;
}

/**
 * The end of every confirm page: the withholding account, the payment summary, the important-notice
 * popup when `supervisionTabs` are given, and the `确认并支付` toolbar.
 */
export function confirmClosing(paymentSummary: Partial<AttrsOf<'paymentSummary'>>, supervisionTabs?: SupervisionTab[]): Module[] {
  return [
    paymentAccount('confirm-payment'),
    catalogueModule('paymentSummary', 'confirm-payment-summary', '支付信息', paymentSummary),
    ...(supervisionTabs ? [catalogueModule('supervisionPopup', 'confirm-supervision', '重要提示', { tabs: supervisionTabs })] : []),
    toolbar('confirm-toolbar', 'confirm', '确认并支付'),
  ];
}

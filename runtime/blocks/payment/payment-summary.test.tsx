// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

const NEXT_PAYMENT = pathOf('getNextPaymentPeriod');
const START = Date.UTC(2026, 4, 12);
const summary = moduleOf('paymentSummary', { title: '支付信息', amountLabel: '本次应付', showPaymentFrequency: true, frequencyLabel: '缴费方式', showNextPaymentDate: true, nextPaymentDateLabel: '下次扣款日' });
const rows = (container: HTMLElement) => [...container.querySelectorAll('.adm-list-item')].map((item) => item.textContent);
const calculated = (payType: number, initialPremium: number) => {
  sessionStorage.setItem('TRIAL_DATA', JSON.stringify({ planId: 'P1', insuranceStartDate: START }));
  sessionStorage.setItem('TRIAL_RET', JSON.stringify({ payType, initialPremium }));
};

describe('the payment summary block', () => {
  withCleanDocument();

  it('shows the amount due now, monthly payment and the next debit as month and day', async () => {
    calculated(2, 12_345);
    const page = await renderTemplate(templateOf([[summary]]), { replies: { [NEXT_PAYMENT]: { success: true, code: 0, result: '2026-06-12' } } });
    expect(rows(page.container)).toEqual(['本次应付123.45元', '缴费方式月缴', '下次扣款日6月12日']);
    expect(page.calls(NEXT_PAYMENT).map((call) => call.body)).toEqual([{ planId: 'P1', insuranceStartDate: START }]);
    page.unmount();
  });

  it('asks no next debit for a yearly payment, and shows a dash before any premium is known', async () => {
    calculated(1, 1_234_500);
    const yearly = await renderTemplate(templateOf([[summary]]), { replies: { [NEXT_PAYMENT]: { success: true, code: 0, result: '2027-05-12' } } });
    expect(rows(yearly.container)).toEqual(['本次应付12,345.00元', '缴费方式年缴']);
    expect(yearly.calls(NEXT_PAYMENT)).toEqual([]);
    yearly.unmount();

    sessionStorage.clear();
    const unknown = await renderTemplate(templateOf([[summary]]));
    expect(rows(unknown.container)).toEqual(['本次应付-']);
    unknown.unmount();
  });
});

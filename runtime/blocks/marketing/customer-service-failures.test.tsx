// @vitest-environment happy-dom
import { beforeAll, describe, expect, it } from 'vitest';
import { ok, renderApp, tapOn, until, withCleanApp, type AppAnswer } from '../../app/testing/render-app';

const TEMPLATE_CALL = '/v1/insure/queryGoodsTemplateConfig';
const APPOINTMENT_CALL = '/commander/app/onlineBook/queryReservationConsultation';
const TEMPLATE = ok({
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  pageList: [{ id: 'home', pageOrder: 1, label: '客服', moduleList: [{ id: 'cs', component: 'customerService', label: '客服', isDefault: true, attrs: { entryText: '联系客服' } }] }],
});

/** The toasts on screen, as the buyer sees them. */
const toasts = () => [...document.body.querySelectorAll('.adm-toast-main')].map((toast) => toast.textContent ?? '');

/** Opens a page with the entry, taps it, and waits for the query to have been asked. */
async function tapEntry(answer: AppAnswer) {
  const app = renderApp('/h?promotionId=health-baiwan&thirdOrderNo=T1', { [TEMPLATE_CALL]: TEMPLATE, [APPOINTMENT_CALL]: answer });
  await until(() => expect(app.container.querySelector('[data-module-id="cs"] .adm-list-item')).not.toBeNull());
  tapOn(app.container.querySelector<HTMLElement>('[data-module-id="cs"] .adm-list-item'));
  await until(() => expect(app.asked.some((call) => call.url === APPOINTMENT_CALL)).toBe(true));
  return app;
}

// No two cases in a row expect the same words: the app's toast queue drops a message equal to the
// one showing.
describe('the customer-service entry when the appointment query does not succeed', () => {
  withCleanApp();
  // The toasts' code is a chunk of its own, loaded with the first message: slow the first time here.
  beforeAll(() => import('../../app/notifier-ui'), 60_000);

  it('says 查询预约失败 when the request fails on the way (offline)', async () => {
    await tapEntry('offline');
    await until(() => expect(toasts()).toContain('查询预约失败'));
  });


  it('says 预约查询失败 when the service answers unsuccessfully without words of its own', async () => {
    await tapEntry({ status: 200, data: { success: false, code: 50010 } });
    await until(() => expect(toasts()).toContain('预约查询失败'));
  });

  it('says the service\'s own words when it gives some', async () => {
    await tapEntry({ status: 200, data: { success: false, code: 50010, message: '该订单暂不支持预约' } });
    await until(() => expect(toasts()).toContain('该订单暂不支持预约'));
  });

  it('says 查询预约失败 when the gateway answers with a page of its own instead of the service (502)', async () => {
    await tapEntry({ status: 502, data: '<html>Bad Gateway</html>' });
    await until(() => expect(toasts()).toContain('查询预约失败'));
  });
});

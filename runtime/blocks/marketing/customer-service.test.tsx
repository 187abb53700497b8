// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, shownMessages, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const RESERVATION = pathOf('queryReservationConsultation');
const SEARCH = '?from=health&thirdOrderNo=T20250101&thirdOrderNoType=cps&canalDefine=wx01';
const entry = (page: { container: HTMLElement }) => page.container.querySelector('[data-component="customerService"] .adm-list-item');

describe('the customer service entry', () => {
  withCleanDocument();

  it('asks whether an appointment is possible for this order and channel, and opens the address the server returns', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('customerService', { entryText: '在线咨询', description: '顾问为您解答' })]]), {
      search: SEARCH,
      replies: { [RESERVATION]: { success: true, data: { canSupportAppointment: true, url: 'http://service.example.com/book' } } },
    });
    expect(page.container.textContent).toContain('顾问为您解答');
    tap(entry(page));
    await until(() => page.calls(RESERVATION).length === 1 && window.location.href === 'https://service.example.com/book');
    expect(page.calls(RESERVATION)[0]!.body).toEqual({ tenantId: 'health', thirdOrderNo: 'T20250101', thirdOrderNoType: 'cps', canalDefine: 'wx01' });
    page.unmount();
  });

  it('says 预约查询失败 when no appointment can be made, or one can but without an address, and stays on the page', async () => {
    let answer: unknown = { success: true, data: { canSupportAppointment: false } };
    const before = window.location.href;
    const page = await renderTemplate(templateOf([[moduleOf('customerService', { entryText: '在线咨询' })]]), { search: SEARCH, replies: { [RESERVATION]: () => answer } });
    tap(entry(page));
    await until(() => shownMessages().includes('预约查询失败'));
    expect(window.location.href).toBe(before);
    answer = { success: true, data: { canSupportAppointment: true } };
    await until(() => !shownMessages().includes('预约查询失败'), 4000);
    tap(entry(page));
    await until(() => page.calls(RESERVATION).length === 2 && shownMessages().includes('预约查询失败'));
    expect(window.location.href).toBe(before);
    page.unmount();
  });
});

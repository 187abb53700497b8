// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

const ORDER_DETAIL = pathOf('queryOrderDetail');
const WITH_AGENT = { success: true, code: 0, result: { orderNo: 'O1', holder: {}, insuredList: [], agent: { customerCode: 'A10086', customerType: 'person', person: { name: '王营销', phone: '13900139000' } } } };
const agentModule = (attrs: Record<string, unknown>) => moduleOf('agentModule', { fields: ['customerCode', 'name'], ...attrs }, { label: '营销员信息' });
const rows = (container: HTMLElement) => [...container.querySelectorAll('.adm-list-item')].map((item) => item.textContent);

describe('the agent module', () => {
  withCleanDocument();

  it('shows the order\'s agent in the configured fields only, and no signature or notice unless configured', async () => {
    const page = await renderTemplate(templateOf([[agentModule({})]]), { search: '?from=health&orderNo=O1', replies: { [ORDER_DETAIL]: WITH_AGENT } });
    expect(page.calls(ORDER_DETAIL).map((call) => call.body)).toEqual([{ needAllInsured: true, orderNo: 'O1' }]);
    expect(rows(page.container)).toEqual(['工号A10086', '姓名王营销']);
    expect(page.container.textContent).not.toContain('13900139000');
    expect(page.container.textContent).not.toContain('营销员签名');
    expect(page.container.textContent).not.toContain('营销员声明');
    page.unmount();
  });

  it('asks the agent to sign when the template requires the agent signature', async () => {
    const page = await renderTemplate(templateOf([[agentModule({ fields: ['customerCode', 'name', 'phone'], requireAgentSignature: true })]]), { search: '?from=health&orderNo=O1', replies: { [ORDER_DETAIL]: WITH_AGENT } });
    expect(rows(page.container)).toEqual(['工号A10086', '姓名王营销', '手机号码13900139000', '营销员签名*点击签名']);
    expect(page.container.textContent).toContain('营销员签名');
    page.unmount();
  });

  it('has no agent to show outside live mode, and asks for no order there', async () => {
    const page = await renderTemplate(templateOf([[agentModule({})]]), { search: '?from=health&orderNo=O1&mode=preview', replies: { [ORDER_DETAIL]: WITH_AGENT } });
    expect(page.calls(ORDER_DETAIL)).toEqual([]);
    expect(page.container.textContent).not.toContain('王营销');
    page.unmount();
  });
});

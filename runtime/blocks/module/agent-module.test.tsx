// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { healthNoticeAtom } from '../../health/health-notice-atoms';
import { orderFormAtom } from '../../state/flow-atoms';
import { byText, moduleOf, pathOf, renderTemplate, settle, shownMessages, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

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

/** The seeded agent notice: its items are declarations about the sale, true when answered 是. */
const AGENT_NOTICE = {
  success: true,
  code: 0,
  result: {
    noticeType: 'healthNotice',
    noticeObjectType: 'agent',
    header: '营销员告知',
    noticeDetailList: [
      { questionCode: 'AG01', noticeContent: '您是否已当面向投保人说明保险条款、责任免除、等待期及犹豫期等重要内容？' },
      { questionCode: 'AG02', noticeContent: '您是否已提示投保人如实填写健康告知，且未代替投保人或被保险人作答？' },
      { questionCode: 'AG04', noticeContent: '投保人缴纳的保险费是否来源于其本人或家庭的合法收入？' },
    ],
  },
};

describe('the agent notice of the agent module', () => {
  withCleanDocument();

  async function renderNoticePage() {
    const page = await renderTemplate(
      templateOf([[agentModule({ showAgentNotice: true }), moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false })], [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })]]),
      { search: '?from=health&planId=P-LIFE-STD', replies: { [pathOf('queryHealthNotice')]: AGENT_NOTICE } },
    );
    await until(() => page.container.textContent?.includes('投保人缴纳的保险费') === true);
    const notice = () => page.container.querySelector<HTMLElement>('[data-component="agentModule"]')!;
    const answerEach = async (answers: readonly ('是' | '否')[]) => {
      for (const [index, answer] of answers.entries()) {
        const question = notice().querySelector(`[data-notice-question="${index}"]`);
        tap(question ? byText(question, '.adm-radio', answer)?.querySelector('input') : undefined);
      }
      await settle();
    };
    tap(byText(notice(), '.adm-checkbox', '本人作为营销员，已向投保人完整说明保险条款、责任免除、犹豫期及退保可能产生的损失等重要事项，已提示投保人和被保险人如实告知，未代替其填写告知内容或签名。')?.querySelector('input'));
    await settle();
    return { page, notice, answerEach, next: () => page.container.querySelector<HTMLElement>('[role="toolbar"] button') };
  }

  it('goes on when the agent answers 是 to every declaration, and the order carries the answers', async () => {
    const { page, notice, answerEach } = await renderNoticePage();
    expect(byText(notice(), 'button', '部分为是')).toBeUndefined();
    await answerEach(['是', '是', '是']);
    tap(byText(notice(), 'button', '以上皆是'));
    await until(() => page.store.get(healthNoticeAtom('agent')).allowInsure === true);
    expect(shownMessages().join('')).not.toContain('核保失败');
    expect((page.store.get(orderFormAtom).agent as { noticeQuestion?: unknown } | undefined)?.noticeQuestion).toEqual([
      {
        noticeType: 'healthNotice',
        noticeObjectType: 'agent',
        allowInsure: true,
        noticeDetailList: AGENT_NOTICE.result.noticeDetailList.map((detail) => ({ ...detail, noticeAnswer: 'Y' })),
      },
    ]);
    page.unmount();
  });

  it('tells a 否 to a declaration in its own words, not the health refusal, and keeps the page until it is true', async () => {
    const { page, notice, answerEach, next } = await renderNoticePage();
    await answerEach(['是', '否', '是']);
    tap(byText(notice(), 'button', '以上皆是'));
    await until(() => shownMessages().some((message) => message.includes('营销员告知的各项声明须全部属实')));
    expect(document.querySelector('.adm-dialog-title')?.textContent).toBe('营销员告知');
    expect(shownMessages().join('')).not.toContain('您的健康告知不符合投保标准');
    expect(page.store.get(healthNoticeAtom('agent')).allowInsure).toBeNull();
    tap(byText(document.body, 'button', '知道了'));
    await until(() => document.querySelector('.adm-dialog-title') === null);
    tap(next());
    await until(() => page.container.textContent?.includes('请完成营销员告知') === true);
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const agentNotice = moduleOf('yesNoNotice', {
  header: '营销员告知',
  noticeType: 'healthNotice',
  noticeObjectType: 'agent',
  questions: [{ noticeContent: '<p>您是否已向投保人说明保险责任？</p>' }],
  buttons: [{ text: '以上皆是', condition: 1, outcome: 'continue', style: 'primary' }],
});
const pages = [[agentNotice, moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false })], [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })]];

describe('an agent\'s yes/no notice on a page with a forward button', () => {
  withCleanDocument();

  it('keeps the buyer on the page with 请完成营销员告知 until the agent has confirmed the declaration (是), then moves on', async () => {
    const page = await renderTemplate(templateOf(pages));
    const next = () => page.container.querySelector<HTMLElement>('[role="toolbar"] button');
    tap(next());
    await until(() => page.container.textContent?.includes('请完成营销员告知') === true);
    expect(page.container.textContent).not.toContain('第二页内容');

    const notice = page.container.querySelector<HTMLElement>('[data-component="yesNoNotice"]')!;
    tap(byText(notice, '.adm-radio', '是')?.querySelector('input'));
    await settle();
    tap(byText(notice, 'button', '以上皆是'));
    await settle();
    tap(next());
    await until(() => page.container.textContent?.includes('第二页内容') === true);
    page.unmount();
  });
});

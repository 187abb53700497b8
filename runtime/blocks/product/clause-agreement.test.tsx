// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { flowStateAtom } from '../../state/flow-atoms';
import { moduleOf, renderTemplate, shownMessages, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const pages = (agreement: Record<string, unknown>) => [
  [moduleOf('clauseAgreement', { prefixText: '我已阅读并同意', clauses: [{ label: '保险条款', clauseUrl: 'https://files.example.com/clause.pdf' }], ...agreement }), moduleOf('toolbar', { action: 'next', buttonText: '下一步', showPremium: false })],
  [moduleOf('stepsList', { steps: [{ title: '第二页内容' }] })],
];
const next = (container: HTMLElement) => container.querySelector<HTMLElement>('[role="toolbar"] button');

describe('the clause agreement on a page with a forward button', () => {
  withCleanDocument();

  it('keeps the buyer on the page with 请仔细阅读并勾选投保须知 until the agreement is ticked, then moves on', async () => {
    const page = await renderTemplate(templateOf(pages({})));
    tap(next(page.container));
    await until(() => shownMessages().includes('请仔细阅读并勾选投保须知'));
    expect(page.container.textContent).not.toContain('第二页内容');
    tap(page.container.querySelector('[data-component="clauseAgreement"] .adm-checkbox'));
    await until(() => page.store.get(flowStateAtom).clauseAgreed);
    tap(next(page.container));
    await until(() => page.container.textContent?.includes('第二页内容') === true);
    page.unmount();
  });

  it('says the template\'s own unchecked message when it has one', async () => {
    const page = await renderTemplate(templateOf(pages({ uncheckedMessage: '请先阅读并同意保险条款' })));
    tap(next(page.container));
    await until(() => shownMessages().includes('请先阅读并同意保险条款'));
    expect(page.container.textContent).not.toContain('第二页内容');
    page.unmount();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { byText, moduleOf, pathOf, renderTemplate, shownMessages, tap, templateOf, until, withCleanDocument } from '../testing/render-template';

const PLANS = pathOf('queryGoodsPlanList');
const CLAUSES = pathOf('queryClauseInfo');
const plan = (planId: string, salesname: string) => ({ planId, salesname, packages: [] });
const PLAN_LIST = { success: true, code: 0, value: { planList: [plan('P1', '基础版'), plan('P2', '升级版')] } };
const CLAUSE = { code: 'C1', label: '医疗保险条款', clauseUrl: 'https://files.example.com/c1.pdf' };
/** Page 1 chooses the plan; page 2 holds the agreement whose links are the plan's clauses. */
const TEMPLATE = templateOf([[moduleOf('planSelector', {})], [moduleOf('clauseAgreement', { prefixText: '我已阅读并同意' })]]);
const link = (container: HTMLElement) => container.querySelector<HTMLElement>('[data-component="clauseAgreement"] button');

describe('the clause links of page 2 opened directly, before any plan was chosen in this tab', () => {
  withCleanDocument();
  afterEach(() => vi.restoreAllMocks());

  it('asks for the clauses of the plan page 1 selects, and says 暂无数据 when it has none', async () => {
    const page = await renderTemplate(TEMPLATE, { search: '?from=health&page=2', replies: { [PLANS]: PLAN_LIST, [CLAUSES]: { success: true, code: 0, value: [] } } });
    await until(() => page.calls(CLAUSES).length === 1);
    expect(page.calls(CLAUSES).map((call) => call.body)).toEqual([{ goodsId: 'g1', planId: 'P1' }]);
    tap(byText(page.container, 'button', '《保险条款》'));
    await until(() => shownMessages().includes('暂无数据'));
    page.unmount();
  });

  it('links and opens that plan\'s one clause', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const page = await renderTemplate(TEMPLATE, { search: '?from=health&page=2', replies: { [PLANS]: PLAN_LIST, [CLAUSES]: { success: true, code: 0, value: [CLAUSE] } } });
    await until(() => link(page.container)?.textContent === '《医疗保险条款》');
    tap(link(page.container));
    await until(() => assign.mock.calls.length === 1);
    expect(String(assign.mock.calls[0]?.[0])).toContain(encodeURIComponent('https://files.example.com/c1.pdf'));
    expect(shownMessages()).not.toContain('暂无数据');
    page.unmount();
  });
});

// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { renderApp, tapOn, until, withCleanApp, type AppAnswer } from '../../app/testing/render-app';

const CLAUSES = '/latestGoods/queryClauseInfo';
const PLAN = '?goodsId=G1&planId=P1';
const clauses = (value: unknown[]): AppAnswer => ({ status: 200, data: { success: true, code: 0, value } });
const TWO_CLAUSES = clauses([
  { code: 'C1', label: '医疗保险条款', clauseUrl: 'https://files.example.com/c1.pdf' },
  { code: 'C2', label: '投保须知', clauseUrl: 'https://files.example.com/c2.pdf', linkList: [{ name: '费率表', url: 'https://files.example.com/rates.png' }] },
]);
const shown = (container: HTMLElement) => [...container.querySelectorAll('.adm-list-item')].map((item) => item.textContent);

describe.each([
  { path: '/files', title: '条款列表' },
  { path: '/recordProduct', title: '产品备案信息' },
])('$path', ({ path, title }) => {
  withCleanApp();

  it('shows 暂无数据 when the plan has no clause', async () => {
    const app = renderApp(`${path}${PLAN}`, { [CLAUSES]: clauses([]) });
    await until(() => expect(app.container.textContent).toContain('暂无数据'));
    expect(app.asked.filter((call) => call.url === CLAUSES).map((call) => call.body)).toEqual([{ goodsId: 'G1', planId: 'P1' }]);
    expect(app.container.querySelector('[role="status"]')).toBeNull();
  });

  it('shows 暂无数据 without asking when the address names no plan', async () => {
    const app = renderApp(`${path}?goodsId=G1`, { [CLAUSES]: TWO_CLAUSES });
    await until(() => expect(app.container.textContent).toContain('暂无数据'));
    expect(app.asked.some((call) => call.url === CLAUSES)).toBe(false);
  });

  it('stops waiting and shows 暂无数据 when the clause query fails', async () => {
    const app = renderApp(`${path}${PLAN}`, { [CLAUSES]: 'offline' });
    await until(() => expect(app.container.textContent).toContain('暂无数据'));
    expect(app.container.querySelector('[role="status"]')).toBeNull();
  });

  it('ends the loading state silently when the clause query is refused or unanswered: no toast', async () => {
    for (const answer of ['offline', { status: 500, data: { success: false, code: 50000, message: '条款服务异常' } }] as const) {
      const app = renderApp(`${path}${PLAN}`, { [CLAUSES]: answer });
      await until(() => expect(app.container.textContent).toContain('暂无数据'));
      expect(app.container.querySelector('[role="status"]')).toBeNull();
      expect(app.toasts).toEqual([]);
    }
  });

  it(`lists every document of the clauses under ${title}, each opening in the document viewer`, async () => {
    const app = renderApp(`${path}${PLAN}`, { [CLAUSES]: TWO_CLAUSES });
    await until(() => expect(shown(app.container)).toEqual(['医疗保险条款', '投保须知', '费率表']));
    expect(app.container.textContent).not.toContain('暂无数据');
    expect(document.title).toBe(title);
    tapOn(app.container.querySelectorAll<HTMLElement>('.adm-list-item')[2]);
    await until(() => expect(app.address()).toBe(`/healthfiles?${new URLSearchParams({ url: 'https://files.example.com/rates.png', title: '费率表' }).toString()}`));
    await until(() => expect(app.container.querySelector('img')?.getAttribute('src')).toBe('https://files.example.com/rates.png'));
  });
});

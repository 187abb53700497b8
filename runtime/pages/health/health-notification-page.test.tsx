// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderApp, tapOn, until, withCleanApp } from '../../app/testing/render-app';

const SEARCH = '?promotionId=health-baiwan&from=health';
const HOLDER_CERT = '110101199001011234';
const INSURED_CERT = '110101201001011236';

/** The order kept in this session: the holder and one selected insured, the buyer having reached page 2. */
function keepOrder(holderMet: boolean, insuredMet: boolean) {
  sessionStorage.setItem('ORDER_DATA', JSON.stringify({
    policyHolder: { name: '张三', certiNo: HOLDER_CERT },
    insured: [{ name: '张小明', certiNo: INSURED_CERT, selected: true }],
  }));
  sessionStorage.setItem('STATE', JSON.stringify({ stepedPage: 2, clauseAgreed: false, openRenewal: false }));
  sessionStorage.setItem('HN_holder', JSON.stringify({ allowInsure: holderMet ? true : null }));
  sessionStorage.setItem('HN_insured_0', JSON.stringify({ allowInsure: insuredMet ? true : null }));
}

/** Opens the list as a full page load does: it sends the buyer back with the browser's own query. */
async function open() {
  window.history.replaceState(null, '', `/healthNotification${SEARCH}`);
  const app = renderApp(`/healthNotification${SEARCH}`);
  await until(() => expect(app.container.textContent).toContain('张小明'));
  return app;
}

/** One person's row: the element holding their checkbox and name. */
const rowOf = (container: HTMLElement, name: string) =>
  [...container.querySelectorAll<HTMLElement>('div')].filter((element) => element.querySelector('.adm-checkbox') && element.textContent?.includes(name)).at(-1);
const toasts = () => [...document.body.querySelectorAll('.adm-toast-main')].map((toast) => toast.textContent ?? '');

describe('/healthNotification, the health notification list as a page of its own', () => {
  withCleanApp();
  beforeAll(() => import('antd-mobile'), 60_000);
  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('lists the holder and each insured by name with their notice status', async () => {
    keepOrder(true, false);
    const app = await open();
    expect(rowOf(app.container, '张三')?.textContent).toContain('符合要求');
    expect(rowOf(app.container, '张小明')?.textContent).toContain('待完成');
    expect(document.title).toBe('健康告知');
  });

  it('sends the buyer to fill an insured\'s notice on the page they reached, the insured named by certificate', async () => {
    keepOrder(true, false);
    const app = await open();
    tapOn([...(rowOf(app.container, '张小明')?.querySelectorAll<HTMLElement>('button') ?? [])].find((button) => button.textContent === '去填写'));
    await until(() => expect(app.address()).toBe(`/h${SEARCH}#page=2&certNo=${INSURED_CERT}`));
  });

  it('keeps the buyer on the list with 请完成所有被保人的健康告知 while an insured\'s notice is pending', async () => {
    keepOrder(true, false);
    const app = await open();
    tapOn(app.button('下一步'));
    await until(() => expect(toasts()).toContain('请完成所有被保人的健康告知'));
    expect(app.address()).toBe(`/healthNotification${SEARCH}`);
  });

  it('returns to the page reached once every notice is met (下一步), or at once on 返回修改', async () => {
    keepOrder(true, true);
    const app = await open();
    tapOn(app.button('下一步'));
    await until(() => expect(app.address()).toBe(`/h${SEARCH}#page=2`));
    keepOrder(false, false);
    const again = await open();
    tapOn(again.button('返回修改'));
    await until(() => expect(again.address()).toBe(`/h${SEARCH}#page=2`));
  });
});

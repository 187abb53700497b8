// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { saveInfoDetail } from '../../blocks/marketing/info-detail-storage';
import { renderApp, until, withCleanApp } from '../../app/testing/render-app';

describe('/infoDetails', () => {
  withCleanApp();

  it('says 详情数据丢失, 请重新进入页面 when the item the list kept is no longer in session storage', async () => {
    const app = renderApp('/infoDetails?promotionId=health-baiwan');
    await until(() => expect(app.container.textContent).toContain('详情数据丢失, 请重新进入页面'));
    expect(app.container.querySelector('article')).toBeNull();
  });

  it('says the same for a kept item it cannot read, instead of a broken page', async () => {
    sessionStorage.setItem('INFO_DETAIL', '{"title":');
    const app = renderApp('/infoDetails');
    await until(() => expect(app.container.textContent).toContain('详情数据丢失, 请重新进入页面'));
  });

  it('shows a kept item of the content style as its title and HTML body', async () => {
    saveInfoDetail(sessionStorage, { title: '产品说明', style: 'content', content: '<p>等待期<strong>30天</strong></p>' });
    const app = renderApp('/infoDetails');
    await until(() => expect(app.container.querySelector('h1')?.textContent).toBe('产品说明'));
    expect(app.container.querySelector('strong')?.textContent).toBe('30天');
    expect(app.container.textContent).not.toContain('详情数据丢失');
    expect(document.title).toBe('信息详情');
  });

  it('shows a kept item of the list style as its entries, each title over its text', async () => {
    saveInfoDetail(sessionStorage, {
      title: '理赔须知',
      style: 'list',
      entries: [
        { title: '报案', text: '出险后48小时内报案' },
        { title: '材料', text: '病历与发票' },
      ],
    });
    const app = renderApp('/infoDetails');
    await until(() => expect(app.container.querySelector('h1')?.textContent).toBe('理赔须知'));
    const items = [...app.container.querySelectorAll('.adm-list-item')].map((item) => item.textContent);
    expect(items).toEqual(['报案出险后48小时内报案', '材料病历与发票']);
  });
});

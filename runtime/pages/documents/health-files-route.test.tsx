// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { LOADING_SCREEN_ATTRIBUTE } from '../../../shared/pages/first-screen-markers';
import { ok, renderApp, until, withCleanApp } from '../../app/testing/render-app';

const DOCUMENT = '/v1/document/queryDocumentDetail';
const PDF = 'https://files.example.com/clause.pdf';
const IMAGE = 'https://files.example.com/rates.png';
const at = (params: Record<string, string>) => `/healthfiles?${new URLSearchParams(params).toString()}`;

describe('/healthfiles', () => {
  withCleanApp();

  it('shows a loading indicator while the page itself loads, then the page', async () => {
    const app = renderApp(at({ url: PDF, title: '医疗保险条款' }));
    expect(app.container.querySelector(`[role="status"][${LOADING_SCREEN_ATTRIBUTE}]`)?.textContent).toContain('加载中...');
    // The page's chunk loads cold here: slow on a busy machine.
    await until(() => expect(app.container.querySelector('iframe')).not.toBeNull(), 15_000);
    expect(app.container.querySelector(`[${LOADING_SCREEN_ATTRIBUTE}]`)).toBeNull();
  });

  it('opens a PDF address in the document reader frame and an image address as an image, titled by the address', async () => {
    const pdf = renderApp(at({ url: PDF, title: '医疗保险条款' }));
    await until(() => expect(pdf.container.querySelector('iframe')?.getAttribute('src')).toBe(PDF));
    expect(pdf.container.querySelector('iframe')?.getAttribute('title')).toBe('医疗保险条款');
    expect(pdf.container.querySelector('img')).toBeNull();
    expect(document.title).toBe('医疗保险条款');

    const image = renderApp(at({ url: IMAGE, title: '费率表' }));
    await until(() => expect(image.container.querySelector('img')?.getAttribute('src')).toBe(IMAGE));
    expect(image.container.querySelector('iframe')).toBeNull();
  });

  it('fetches a document by id and shows a file in the reader, or its HTML content as text', async () => {
    const file = renderApp(at({ documentId: 'D1' }), { [DOCUMENT]: ok({ id: 'D1', type: 'file', content: PDF, name: '投保须知' }) });
    await until(() => expect(file.container.querySelector('iframe')?.getAttribute('src')).toBe(PDF));
    expect(file.asked.filter((call) => call.url === DOCUMENT).map((call) => call.body)).toEqual([{ id: 'D1' }]);
    expect(document.title).toBe('投保须知');

    const html = renderApp(at({ documentId: 'D2' }), { [DOCUMENT]: ok({ id: 'D2', type: 'other', content: '<p>第一条 保险责任</p><script>alert(1)</script>', name: '特别约定' }) });
    await until(() => expect(html.container.textContent).toContain('第一条 保险责任'));
    expect(html.container.querySelector('script')).toBeNull();
    expect(html.container.querySelector('iframe')).toBeNull();
  });

  it('shows 暂无数据 for a failed fetch, a script address or no address, never a blank page', async () => {
    const failed = renderApp(at({ documentId: 'D3' }), { [DOCUMENT]: 'offline' });
    await until(() => expect(failed.container.textContent).toContain('暂无数据'));
    expect(failed.toasts).toContain('网络异常，请稍后重试');

    const script = renderApp(at({ url: 'javascript:alert(1)', title: '条款' }));
    await until(() => expect(script.container.textContent).toContain('暂无数据'));
    expect(script.container.querySelector('iframe, img')).toBeNull();

    const nothing = renderApp('/healthfiles');
    await until(() => expect(nothing.container.textContent).toContain('暂无数据'));
  });
});

// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { previewPersonaAtom } from '../../state/preview-atoms';
import { moduleOf, renderTemplate, templateOf, withCleanDocument } from '../testing/render-template';

const WECHAT_UA = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** A page with one block for WeChat only and one for plain browsers only, each holding a line of text. */
const PAGE = templateOf([
  [
    moduleOf('channelBlock', { channel: 'wechat' }, { id: 'wechat-only', children: [moduleOf('stepsList', { steps: [{ title: '微信专享服务' }] })] }),
    moduleOf('channelBlock', { channel: 'browser' }, { id: 'browser-only', children: [moduleOf('stepsList', { steps: [{ title: '浏览器专享服务' }] })] }),
  ],
]);

const blockText = (container: HTMLElement, id: string) => container.querySelector(`[data-module-id="${id}"]`)?.textContent ?? '';

describe('a channel block', () => {
  withCleanDocument();
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('says 不支持预览 in the editor\'s preview before it is given a persona, instead of guessing', async () => {
    const page = await renderTemplate(PAGE, { search: '?mode=preview' });
    expect(blockText(page.container, 'wechat-only')).toBe('不支持预览');
    expect(blockText(page.container, 'browser-only')).toBe('不支持预览');
    expect(page.container.textContent).not.toContain('专享服务');
    page.unmount();
  });

  it('shows in the preview what the persona\'s browser would show, WeChat or plain', async () => {
    const page = await renderTemplate(PAGE, { search: '?mode=preview' });
    act(() => page.store.set(previewPersonaAtom, { insuredAge: 30, gender: 'F', platform: 'wechat' }));
    expect(blockText(page.container, 'wechat-only')).toContain('微信专享服务');
    expect(blockText(page.container, 'browser-only')).toBe('');
    act(() => page.store.set(previewPersonaAtom, { insuredAge: 30, gender: 'F', platform: 'browser' }));
    expect(blockText(page.container, 'browser-only')).toContain('浏览器专享服务');
    expect(blockText(page.container, 'wechat-only')).toBe('');
    page.unmount();
  });

  it('shows only the plain-browser block\'s content in a plain browser', async () => {
    const page = await renderTemplate(PAGE, { search: '?promotionId=health-baiwan' });
    expect(blockText(page.container, 'browser-only')).toContain('浏览器专享服务');
    expect(blockText(page.container, 'wechat-only')).toBe('');
    expect(page.container.textContent).not.toContain('不支持预览');
    page.unmount();
  });

  it('shows only the WeChat block\'s content in WeChat', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
    const page = await renderTemplate(PAGE, { search: '?promotionId=health-baiwan' });
    expect(blockText(page.container, 'wechat-only')).toContain('微信专享服务');
    expect(blockText(page.container, 'browser-only')).toBe('');
    page.unmount();
  });
});

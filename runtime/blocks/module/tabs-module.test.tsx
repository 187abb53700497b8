// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { act } from 'react';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const frames = (root: ParentNode) => [...root.querySelectorAll('iframe')];

describe('the tabs module block (micro-apps by address)', () => {
  withCleanDocument();

  it('loads only the opened tab\'s micro-app over https, says 加载中 until it has loaded, and keeps a visited tab\'s frame', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('tabsModule', {
      tabs: [{ title: '在线客服', url: 'http://apps.example.com/service' }, { title: '理赔指引', url: 'https://apps.example.com/claims' }],
      height: 480,
    })]]));
    const block = page.container.querySelector('[data-component="tabsModule"]')!;
    expect(frames(block).map((frame) => frame.getAttribute('src'))).toEqual(['https://apps.example.com/service']);
    expect(frames(block)[0]!.title).toBe('在线客服');
    expect(block.querySelector('[role="status"]')?.textContent).toContain('加载中');
    expect((frames(block)[0]!.parentElement as HTMLElement).style.height).toBe('480px');
    act(() => {
      frames(block)[0]!.dispatchEvent(new Event('load'));
    });
    expect(block.querySelector('[role="status"]')).toBeNull();

    tap(byText(block, '.adm-tabs-tab', '理赔指引'));
    await settle();
    expect(frames(block).map((frame) => frame.getAttribute('src'))).toEqual(['https://apps.example.com/service', 'https://apps.example.com/claims']);
    tap(byText(block, '.adm-tabs-tab', '在线客服'));
    await settle();
    // Back on the first tab: the same frame, still loaded (no second 加载中).
    expect(frames(block)).toHaveLength(2);
    expect(block.querySelectorAll('[role="status"]')).toHaveLength(1);
    page.unmount();
  });

  it('opens on the tab the template names first', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('tabsModule', {
      tabs: [{ title: '在线客服', url: 'https://apps.example.com/service' }, { title: '理赔指引', url: 'https://apps.example.com/claims' }],
      defaultActiveIndex: 1,
    })]]));
    expect(frames(page.container).map((frame) => frame.getAttribute('src'))).toEqual(['https://apps.example.com/claims']);
    expect(page.container.querySelector('.adm-tabs-tab-active')?.textContent).toBe('理赔指引');
    page.unmount();
  });
});

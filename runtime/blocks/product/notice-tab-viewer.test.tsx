// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { byText, moduleOf, renderTemplate, settle, tap, templateOf, withCleanDocument } from '../testing/render-template';

const activePane = (root: ParentNode) => [...root.querySelectorAll<HTMLElement>('.adm-tabs-content')].find((pane) => pane.style.display !== 'none');

describe('the notice tab viewer block', () => {
  withCleanDocument();

  it('shows one notice at a time under its tabs; a document tab shows its image inline or links its file over https', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('noticeTabViewer', {
      title: '投保须知',
      tabs: [
        { title: '投保须知', content: '<p>请您仔细阅读投保须知</p>' },
        { title: '责任免除', documentUrl: 'http://files.example.com/exclusions.pdf' },
        { title: '健康告知', documentUrl: 'http://files.example.com/health.png' },
      ],
    })]]));
    const block = page.container.querySelector('[data-component="noticeTabViewer"]')!;
    expect(block.textContent).toContain('投保须知');
    expect([...block.querySelectorAll('.adm-tabs-tab')].map((tab) => tab.textContent)).toEqual(['投保须知', '责任免除', '健康告知']);
    expect(activePane(block)?.textContent).toContain('请您仔细阅读投保须知');

    tap(byText(block, '.adm-tabs-tab', '责任免除'));
    await settle();
    const link = activePane(block)?.querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://files.example.com/exclusions.pdf');
    expect(link?.textContent).toBe('点击查看文件');
    expect(activePane(block)?.textContent).not.toContain('请您仔细阅读投保须知');

    tap(byText(block, '.adm-tabs-tab', '健康告知'));
    await settle();
    expect(activePane(block)?.querySelector('img')?.getAttribute('src')).toBe('https://files.example.com/health.png');
    page.unmount();
  });
});

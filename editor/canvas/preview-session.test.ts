import { describe, expect, it } from 'vitest';
import type { EditorToRuntimeMessage } from '../../schema/preview/preview-message';
import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';
import { runtimeMessage } from '../../shared/preview/preview-message-builders';
import { createPreviewSession, type PreviewSessionEvents } from './preview-session';

function page(order: number, title: string): Page {
  return {
    id: `page-${order}`,
    pageOrder: order,
    label: `第${order}页`,
    moduleList: [{ id: `m-${order}`, component: 'textBlock', label: title, attrs: { text: title }, isDefault: true }],
  };
}

const template: TemplateConfig = {
  schemaVersion: 2,
  themeColor: '#1677ff',
  insuranceCategory: 'healthInsurance',
  pageList: [page(1, '产品介绍'), page(2, '投保信息')],
};

function setup(events: PreviewSessionEvents = {}) {
  const posted: EditorToRuntimeMessage[] = [];
  const session = createPreviewSession((message) => posted.push(message), events);
  const types = () => posted.map((message) => (message.type === 'behavior' ? `behavior:${message.payload.action}` : message.type));
  return { session, posted, types };
}

describe('createPreviewSession', () => {
  it('posts nothing before previewLoaded, then the latest template once, the page, selection and result status', () => {
    const { session, posted, types } = setup();
    session.setTemplate({ ...template, themeColor: '#000000' });
    session.setTemplate(template);
    session.setActivePage(2);
    session.selectModule('m-2');
    session.setInsureResultStatus(1);
    expect(posted).toEqual([]);
    expect(session.loaded).toBe(false);

    session.receive(runtimeMessage('previewLoaded', {}));
    expect(session.loaded).toBe(true);
    expect(types()).toEqual(['allPageConfig', 'activePage', 'behavior:selectModule', 'behavior:scrollToModule', 'behavior:setInsureResultStatus']);
    expect(posted[0]?.payload).toEqual({ template });
    expect(posted[1]?.payload).toEqual({ pageOrder: 2 });
    expect(posted[4]?.payload).toEqual({ action: 'setInsureResultStatus', status: 1 });
  });

  it('sends only the edited page afterwards, and nothing when nothing changed', () => {
    const { session, posted, types } = setup();
    session.setTemplate(template);
    session.receive(runtimeMessage('previewLoaded', {}));
    posted.length = 0;

    const edited = { ...template, pageList: [template.pageList[0]!, page(2, '改过的标题')] };
    session.setTemplate(edited);
    session.setTemplate(edited);
    expect(types()).toEqual(['pageConfig']);
    expect(posted[0]?.payload).toEqual({ pageIndex: 1, page: edited.pageList[1] });

    const added = { ...edited, pageList: [...edited.pageList, page(3, '健康告知')] };
    session.setTemplate(added);
    expect(posted[1]?.payload).toEqual({ pageIndex: 2, page: added.pageList[2] });
  });

  it('resends the whole template when a setting changes or a page is removed', () => {
    const { session, types } = setup();
    session.setTemplate(template);
    session.receive(runtimeMessage('previewLoaded', {}));
    session.setTemplate({ ...template, themeColor: '#ff6600' });
    session.setTemplate({ ...template, pageList: [template.pageList[0]!] });
    expect(types()).toEqual(['allPageConfig', 'allPageConfig', 'allPageConfig']);
  });

  it('switches pages, selection and result status only when they change', () => {
    const { session, types } = setup();
    session.setTemplate(template);
    session.setActivePage(1);
    session.receive(runtimeMessage('previewLoaded', {}));
    session.setActivePage(1);
    session.setActivePage(2);
    session.selectModule('m-2');
    session.selectModule('m-2');
    session.selectModule(null);
    session.hoverModule('m-2');
    session.setInsureResultStatus(0);
    session.setInsureResultStatus(0);
    expect(types()).toEqual([
      'allPageConfig',
      'activePage',
      'activePage',
      'behavior:selectModule',
      'behavior:scrollToModule',
      'behavior:selectModule',
      'behavior:hoverModule',
      'behavior:setInsureResultStatus',
    ]);
  });

  it('starts over when the frame reloads', () => {
    const { session, types } = setup();
    session.setTemplate(template);
    session.setActivePage(1);
    session.receive(runtimeMessage('previewLoaded', {}));
    session.receive(runtimeMessage('previewLoaded', {}));
    expect(types()).toEqual(['allPageConfig', 'activePage', 'allPageConfig', 'activePage']);
  });

  it('hands clicks, rectangles, render errors and problems to the editor', () => {
    const seen: unknown[] = [];
    const { session } = setup({
      onModuleClicked: (id) => seen.push(['clicked', id]),
      onModuleRects: (rects, height) => seen.push(['rects', rects.length, height]),
      onRenderError: (error) => seen.push(['error', error.moduleId, error.message]),
      onValidationErrors: (problems) => seen.push(['problems', problems.length]),
    });
    session.receive(runtimeMessage('moduleClicked', { moduleId: 'm-1' }));
    session.receive(runtimeMessage('moduleRects', { rects: [{ moduleId: 'm-1', x: 0, y: 0, width: 375, height: 80 }], documentHeight: 900 }));
    session.receive(runtimeMessage('renderError', { moduleId: 'm-1', message: 'boom' }));
    session.receive(runtimeMessage('validationErrors', { problems: [{ path: '/pageList/0', message: '缺少字段' }] }));
    expect(seen).toEqual([['clicked', 'm-1'], ['rects', 1, 900], ['error', 'm-1', 'boom'], ['problems', 1]]);
  });

  it('follows a page change the runtime made itself, but not its stale report before a requested switch', () => {
    const pages: number[] = [];
    const { session, types } = setup({ onActivePage: (order) => pages.push(order) });
    session.setTemplate(template);
    session.setActivePage(2);
    session.receive(runtimeMessage('previewLoaded', {}));
    session.receive(runtimeMessage('activePage', { pageOrder: 1 }));
    session.receive(runtimeMessage('activePage', { pageOrder: 2 }));
    expect(pages).toEqual([]);

    session.receive(runtimeMessage('activePage', { pageOrder: 1 }));
    expect(pages).toEqual([1]);
    // The editor now follows with the same page: nothing is echoed back.
    session.setActivePage(1);
    expect(types().filter((type) => type === 'activePage')).toHaveLength(1);
  });

  it('acts as the persona after the template, again only when the persona differs, and anew after a reload', () => {
    const { session, posted, types } = setup();
    const adult = { insuredAge: 30, gender: 'M', platform: 'browser' } as const;
    session.setPersona(adult);
    session.setTemplate(template);
    expect(posted).toEqual([]);
    session.receive(runtimeMessage('previewLoaded', {}));
    expect(types()).toEqual(['allPageConfig', 'behavior:applyPersona']);
    expect(posted[1]?.payload).toEqual({ action: 'applyPersona', persona: adult });

    session.setPersona({ ...adult });
    session.setPersona({ ...adult, insuredAge: 50, planId: 'P-PLUS' });
    expect(types()).toEqual(['allPageConfig', 'behavior:applyPersona', 'behavior:applyPersona']);
    expect(posted[2]?.payload).toEqual({ action: 'applyPersona', persona: { ...adult, insuredAge: 50, planId: 'P-PLUS' } });

    session.receive(runtimeMessage('previewLoaded', {}));
    expect(types().slice(3)).toEqual(['allPageConfig', 'behavior:applyPersona']);
  });

  it('hands the previewed goods\' plans to the editor', () => {
    const seen: unknown[] = [];
    const { session } = setup({ onProductPlans: (goodsId, plans) => seen.push([goodsId, plans]) });
    session.receive(runtimeMessage('productPlans', { goodsId: 'G-LIFE-001', plans: [{ planId: 'P-LIFE-STD', name: '标准版' }] }));
    expect(seen).toEqual([['G-LIFE-001', [{ planId: 'P-LIFE-STD', name: '标准版' }]]]);
  });
});

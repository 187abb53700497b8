import { describe, expect, it } from 'vitest';
import { parseEditorMessage, parseRuntimeMessage } from './preview-guards';
import { editorMessage, runtimeMessage } from './preview-message-builders';

describe('preview message guards', () => {
  it('accept every editor -> runtime message type', () => {
    const messages = [
      editorMessage('allPageConfig', { template: { schemaVersion: 2, pageList: [] } }),
      editorMessage('pageConfig', { pageIndex: 0, page: { id: 'p1' } }),
      editorMessage('behavior', { action: 'selectModule', moduleId: 'm1' }),
      editorMessage('behavior', { action: 'hoverModule', moduleId: null }),
      editorMessage('behavior', { action: 'scrollToModule', moduleId: 'm1' }),
      editorMessage('behavior', { action: 'setInsureResultStatus', status: 1 }),
      editorMessage('behavior', { action: 'applyPersona', persona: { insuredAge: 30, gender: 'M', platform: 'wechat', planId: 'P1', sumInsured: 50_000_000, channelCode: 'C', purchaseUserId: 'U' } }),
      editorMessage('activePage', { pageOrder: 1 }),
    ];
    for (const message of messages) expect(parseEditorMessage(message)).toEqual(message);
  });

  it('accept every runtime -> editor message type', () => {
    const messages = [
      runtimeMessage('previewLoaded', {}),
      runtimeMessage('activePage', { pageOrder: 3 }),
      runtimeMessage('moduleClicked', { moduleId: 'm1' }),
      runtimeMessage('moduleRects', { rects: [{ moduleId: 'm1', x: 0, y: 10, width: 375, height: 48 }], documentHeight: 900 }),
      runtimeMessage('renderError', { moduleId: 'm1', message: 'boom' }),
      runtimeMessage('validationErrors', { problems: [{ path: '/pageList/0', message: '缺少必填项' }] }),
      runtimeMessage('productPlans', { goodsId: 'G1', plans: [{ planId: 'P1', name: '基础版' }] }),
    ];
    for (const message of messages) expect(parseRuntimeMessage(message)).toEqual(message);
  });

  it('do not accept a message meant for the other direction', () => {
    expect(parseEditorMessage(runtimeMessage('moduleClicked', { moduleId: 'm1' }))).toBeUndefined();
    expect(parseRuntimeMessage(editorMessage('allPageConfig', { template: {} }))).toBeUndefined();
  });

  it('reject an insure result status other than 0 or 1', () => {
    const message = editorMessage('behavior', { action: 'setInsureResultStatus', status: 0 });
    expect(parseEditorMessage({ ...message, payload: { action: 'setInsureResultStatus', status: 2 } })).toBeUndefined();
  });

  it('reject a persona the runtime could not act as: an impossible age, an unknown platform, extra fields', () => {
    const persona = { insuredAge: 30, gender: 'M', platform: 'browser' };
    const message = (payload: unknown) => ({ ...editorMessage('behavior', { action: 'selectModule', moduleId: null }), payload });
    expect(parseEditorMessage(message({ action: 'applyPersona', persona }))).toBeDefined();
    for (const bad of [{ ...persona, insuredAge: -1 }, { ...persona, insuredAge: 30.5 }, { ...persona, platform: 'app' }, { ...persona, gender: 'X' }, { ...persona, phone: '13800000000' }]) {
      expect(parseEditorMessage(message({ action: 'applyPersona', persona: bad })), JSON.stringify(bad)).toBeUndefined();
    }
  });
});

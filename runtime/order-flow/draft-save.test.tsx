// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { moduleOf, pathOf, renderTemplate, settle, templateOf, withCleanDocument } from '../blocks/testing/render-template';
import { flowStateAtom } from '../state/flow-atoms';

const template = templateOf([[moduleOf('richText', { content: '<p>产品介绍</p>' })]], { goodsId: 'G1' });
const SAVED = { success: true, code: 0, result: { orderNo: '20250101000000000009', encryptOrderNo: 'AAAAAAAAAAAAAAAA.BBBBBBBBBBBBBBBBBBBBBB' } };

/** The buyer leaves (hidden) or comes back (visible). */
async function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await settle();
}

describe('the draft save when the buyer leaves a template page', () => {
  withCleanDocument();
  afterEach(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  it('saves the order with saveOrder when the page is hidden, keeps the order number, and does not save it again unchanged', async () => {
    const page = await renderTemplate(template, { search: '?from=health&planId=P1', replies: { [pathOf('saveOrder')]: SAVED } });
    expect(page.calls(pathOf('saveOrder'))).toHaveLength(0);
    await setVisibility('hidden');
    expect(page.calls(pathOf('saveOrder')).map((call) => call.body)).toEqual([{ planId: 'P1', goodsId: 'G1' }]);
    expect(page.store.get(flowStateAtom)).toMatchObject({ orderNo: SAVED.result.orderNo, encryptOrderNo: SAVED.result.encryptOrderNo });

    await setVisibility('visible');
    await setVisibility('hidden');
    expect(page.calls(pathOf('saveOrder'))).toHaveLength(1);
    page.unmount();
  });

  it('saves nothing in the editor\'s preview', async () => {
    const page = await renderTemplate(template, { search: '?from=health&planId=P1&mode=preview', replies: { [pathOf('saveOrder')]: SAVED } });
    await setVisibility('hidden');
    expect(page.calls(pathOf('saveOrder'))).toHaveLength(0);
    page.unmount();
  });
});

// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp, tapOn, until, withCleanApp } from '../../app/testing/render-app';

type BridgeWindow = Window & { WeixinJSBridge?: { call: (name: string) => void } };

describe('/cps/flowClose, where a CPS partner\'s journey ends', () => {
  withCleanApp();
  afterEach(() => {
    delete (window as BridgeWindow).WeixinJSBridge;
    vi.restoreAllMocks();
  });

  it('tells the buyer the flow is over, and 关闭页面 closes the page through WeChat\'s bridge inside WeChat', async () => {
    const call = vi.fn();
    (window as BridgeWindow).WeixinJSBridge = { call };
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const app = renderApp('/cps/flowClose');
    await until(() => expect(app.container.textContent).toContain('本次投保流程已结束，您可以关闭此页面'));
    expect(document.title).toBe('关闭页面');
    tapOn(app.button('关闭页面'));
    expect(call).toHaveBeenCalledWith('closeWindow');
    expect(close).not.toHaveBeenCalled();
  });

  it('closes the browser tab outside WeChat', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined);
    const app = renderApp('/cps/flowClose');
    await until(() => expect(app.button('关闭页面')).toBeDefined());
    tapOn(app.button('关闭页面'));
    expect(close).toHaveBeenCalledTimes(1);
  });
});

// @vitest-environment happy-dom
import type { AxiosAdapter } from 'axios';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RESULT_POLLING_INTERVAL_MS } from '../../../shared/constants';
import { createApiClient } from '../../api/api-client';
import { RuntimeContext } from '../../app/runtime-context';
import { readRuntimeQuery } from '../../../shared/query/runtime-query';
import ResultRoute from './result-route';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Answer = { status: number; data: unknown } | 'offline';

const SEARCH = '?from=health&orderNo=20250101000000000001';
const NOT_FOUND: Answer = { status: 404, data: { success: false, code: 40400, message: '订单不存在' } };
const PROCESSING: Answer = { status: 200, data: { success: true, code: 0, result: { orderNo: '20250101000000000001', issueStatus: 'processing' } } };

/** Renders `/result` with an API client whose insure-result queries get `answers` in turn (the last one repeats). */
function renderResult(answers: readonly Answer[]) {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(String(config.url));
    const answer = answers[Math.min(asked.length - 1, answers.length - 1)]!;
    if (answer === 'offline') throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
    return { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
  };
  const toasts: string[] = [];
  const api = createApiClient({ tenant: 'health', notifier: { toast: (message) => toasts.push(message), reminder: async () => undefined }, adapter });
  const container = document.createElement('div');
  document.body.append(container);
  const root: Root = createRoot(container);
  act(() => {
    root.render(
      <Provider store={createStore()}>
        <RuntimeContext.Provider value={{ api, query: readRuntimeQuery(SEARCH) }}>
          <MemoryRouter initialEntries={[`/result${SEARCH}`]}>
            <Routes>
              <Route path="/result/:t?/:m?" element={<ResultRoute />} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext.Provider>
      </Provider>,
    );
  });
  return { container, asked, toasts, unmount: () => act(() => root.unmount()) };
}

/** Lets time pass, running the polls and the replies due in it. */
async function wait(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('the result page of an order the server will not show', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('says 订单不存在 with what to do, instead of 订单处理中..., and stops asking', async () => {
    const page = renderResult([NOT_FOUND]);
    await wait(0);
    const state = page.container.querySelector('[data-testid="order-unavailable"]');
    expect(state?.textContent).toContain('订单不存在');
    expect(state?.textContent).toContain('订单链接仅能在下单时使用的浏览器中打开');
    expect(page.container.textContent).not.toContain('订单处理中...');
    expect(page.container.textContent).not.toContain('查看订单详情');
    expect(document.title).toBe('订单不存在或链接已失效');
    expect(page.asked).toHaveLength(1);
    // Six polling intervals later: still that one query, still the same words.
    await wait(RESULT_POLLING_INTERVAL_MS * 6);
    expect(page.asked).toHaveLength(1);
    expect(page.container.querySelector('[data-testid="order-unavailable"]')).not.toBeNull();
    page.unmount();
  });

  it('says 订单不存在或链接已失效 when the refusal has no words of its own', async () => {
    const page = renderResult([{ status: 404, data: { success: false, code: 40400 } }]);
    await wait(0);
    expect(page.container.querySelector('[data-testid="order-unavailable"]')?.textContent).toContain('订单不存在或链接已失效');
    expect(page.container.textContent).not.toContain('订单处理中...');
    page.unmount();
  });

  it('keeps waiting and asking through an offline moment and a 503, and stops at a 404', async () => {
    const page = renderResult(['offline', { status: 503, data: { success: false, code: 50300, message: '服务暂不可用' } }, PROCESSING, NOT_FOUND]);
    await wait(0);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(2);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(3);
    expect(page.container.textContent).toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS);
    expect(page.asked).toHaveLength(4);
    expect(page.container.querySelector('[data-testid="order-unavailable"]')?.textContent).toContain('订单不存在');
    expect(page.container.textContent).not.toContain('订单处理中...');
    await wait(RESULT_POLLING_INTERVAL_MS * 4);
    expect(page.asked).toHaveLength(4);
    page.unmount();
  });
});

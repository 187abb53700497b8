import type { AxiosAdapter } from 'axios';
import { createStore, Provider } from 'jotai';
import { act, type ReactElement } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { readRuntimeQuery } from '../../../../shared/query/runtime-query';
import { createApiClient } from '../../../api/api-client';
import { RuntimeContext } from '../../../app/runtime-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** One answer of the fake server: an HTTP status with its body, or no answer at all. */
export type Answer = { readonly status: number; readonly data: unknown } | 'offline';

export const NOT_FOUND: Answer = { status: 404, data: { success: false, code: 40400, message: '订单不存在' } };
export const UNAVAILABLE: Answer = { status: 503, data: { success: false, code: 50300, message: '服务暂不可用' } };

/** What the fake server answers the page's other calls (dictionaries...): a success with nothing in it. */
const NOTHING: Answer = { status: 200, data: { success: true, code: 0, value: [] } };

/**
 * Renders an order page at `path` + `search` in a DOM (a test file opts into happy-dom) with the real
 * API client. Its requests to `call` (a path, e.g. `/v1/insure/queryInsureResult`) get `answers` in
 * turn (the last one repeats) and are counted in `asked`; others get an empty success. Use with fake timers.
 */
export function renderOrderPage(route: string, path: string, search: string, page: ReactElement, call: string, answers: readonly Answer[]) {
  const asked: string[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = String(config.url);
    if (url === call) asked.push(url);
    const answer = url === call ? answers[Math.min(asked.length - 1, answers.length - 1)]! : NOTHING;
    if (answer === 'offline') throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
    return { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
  };
  const toasts: string[] = [];
  const api = createApiClient({ tenant: 'health', notifier: { toast: (message) => toasts.push(message), reminder: async () => undefined }, adapter });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <Provider store={createStore()}>
        <RuntimeContext.Provider value={{ api, query: readRuntimeQuery(search) }}>
          <MemoryRouter initialEntries={[`${path}${search}`]}>
            <Routes>
              <Route path={route} element={page} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext.Provider>
      </Provider>,
    );
  });
  return {
    container,
    asked,
    toasts,
    /** The refused-order state, if shown. */
    unavailable: () => container.querySelector('[data-testid="order-unavailable"]'),
    unmount: () => act(() => root.unmount()),
  };
}

/** Lets time pass, running the timers and the replies due in it. */
export async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** Taps a button the page must be showing. */
export function tap(button: HTMLElement | undefined): void {
  if (!button) throw new Error('the button is not shown');
  act(() => button.click());
}

/**
 * For a describe block of page tests: fake timers (the pages poll and count down) and a fresh session
 * storage and document for every test.
 */
export function withFakePageClock(): void {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
}

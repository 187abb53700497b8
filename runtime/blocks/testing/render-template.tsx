import { Dialog, Toast } from 'antd-mobile';
import type { AxiosAdapter } from 'axios';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import { API_ROUTES } from '../../../schema/generated/api-routes.js';
import type { Module } from '../../../schema/template/module';
import type { Page } from '../../../schema/template/page';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { readRuntimeQuery } from '../../../shared/query/runtime-query';
import { createApiClient } from '../../api/api-client';
import { RuntimeContext } from '../../app/runtime-context';
import { preloadBlock } from '../../template/lazy-block';
import { walkPageComponents } from '../../template/page-components';
import { TemplatePageView } from '../../template/template-page-view';
import { renderNoticesIntoDocument } from '../../testing/render-notices-into-document';

renderNoticesIntoDocument();

/** One call the page made: the path it asked and the body it sent. */
export interface AskedCall {
  readonly url: string;
  readonly body: unknown;
}

/** What the fake server answers a path: a body (status 200), or computed from the request's body. */
export type Reply = unknown | ((body: unknown) => unknown);

/** A module as a template would hold it: shown, with no children unless given. */
export function moduleOf(component: string, attrs: Record<string, unknown>, extra: Partial<Module> = {}): Module {
  return { id: `${component}-${Math.random().toString(36).slice(2, 8)}`, component, label: extra.label ?? component, attrs, isDefault: true, ...extra };
}

/** A one-category template whose pages hold these module lists (page N is the Nth list). */
export function templateOf(pages: readonly (readonly Module[])[], extra: Partial<TemplateConfig> = {}): TemplateConfig {
  const pageList: Page[] = pages.map((moduleList, index) => ({ id: `page-${index + 1}`, pageOrder: index + 1, label: `第${index + 1}页`, moduleList: [...moduleList] }));
  return { schemaVersion: 1, themeColor: '#1677ff', insuranceCategory: 'healthInsurance', goodsId: 'g1', pageList, ...extra };
}

/** The path of a named call of the contract (`queryAttrs` → `/order/channel/front/queryAttrs`). */
export function pathOf(call: keyof typeof API_ROUTES): string {
  return API_ROUTES[call].path;
}

/**
 * Renders a template through the template renderer (`TemplatePageView`, as `/h` does) in a DOM (a test
 * file opts into happy-dom), with the real API client over a fake server: a request to a path in
 * `replies` gets that reply, any other an empty success. Every request is recorded in `asked`. The
 * blocks' chunks are loaded before the first render, so a test with fake timers sees them at once.
 */
export async function renderTemplate(template: TemplateConfig, options: { search?: string; hash?: string; replies?: Record<string, Reply> } = {}) {
  const search = options.search ?? '?from=health';
  for (const page of template.pageList) await Promise.all([...walkPageComponents(page)].map((component) => preloadBlock(component)));
  const asked: AskedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = String(config.url);
    // JSON bodies as objects, form-encoded ones (uploads) as their fields.
    const body: unknown = typeof config.data !== 'string' ? config.data : config.data.startsWith('{') ? JSON.parse(config.data) : Object.fromEntries(new URLSearchParams(config.data));
    asked.push({ url, body });
    const reply = options.replies?.[url];
    const data = reply === undefined ? { success: true, code: 0, value: [] } : typeof reply === 'function' ? (reply as (body: unknown) => unknown)(body) : reply;
    return { data, status: 200, statusText: '', headers: {}, config };
  };
  const toasts: string[] = [];
  const api = createApiClient({ tenant: 'health', notifier: { toast: (message) => toasts.push(message), reminder: async () => undefined }, adapter });
  const store = createStore();
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <Provider store={store}>
        <RuntimeContext.Provider value={{ api, query: readRuntimeQuery(search) }}>
          <MemoryRouter initialEntries={[`/h${search}${options.hash ?? ''}`]}>
            <Routes>
              <Route path="/h" element={<TemplatePageView template={template} />} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext.Provider>
      </Provider>,
    );
  });
  // The page waits for its blocks (already loaded) and then adds its modules one task at a time.
  await settle();
  return {
    container,
    asked,
    toasts,
    store,
    /** The calls made to one path. */
    calls: (path: string) => asked.filter((call) => call.url === path),
    unmount: () => act(() => root.unmount()),
  };
}

/** Lets the page's pending work (timers due now, replies, module-by-module building) finish. */
export async function settle(): Promise<void> {
  for (let round = 0; round < 20; round += 1) {
    await act(async () => {
      if (vi.isFakeTimers()) await vi.advanceTimersByTimeAsync(0);
      else await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
}

/**
 * Waits (real clock) until `condition` holds, for what finishes in animation frames (a dialog's
 * closing animation); fails after `timeoutMs`.
 */
export async function until(condition: () => boolean, timeoutMs = 2000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('the page did not reach the awaited state');
    // Outside act: animation libraries schedule frames act would hold back until it returns.
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Lets time pass on the fake clock, running the timers and the replies due in it. */
export async function wait(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

/** The texts of the toasts and dialogs on screen (the app's notifier, antd-mobile's imperative UI). */
export function shownMessages(): string[] {
  return [...document.querySelectorAll('.adm-toast-main, .adm-dialog-body')].map((element) => element.textContent ?? '');
}

/** Taps an element the page must be showing. */
export function tap(element: Element | null | undefined): void {
  if (!element) throw new Error('the element is not shown');
  // An icon (SVG) has no click(): a bubbling click event reaches the handler above it.
  act(() => (element instanceof HTMLElement ? element.click() : element.dispatchEvent(new MouseEvent('click', { bubbles: true }))));
}

/** Types `text` into an input as a buyer would (React sees an input event with the new value). */
export function typeInto(input: Element | null | undefined, text: string): void {
  if (!(input instanceof HTMLInputElement)) throw new Error('the input is not shown');
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** The element among `selector` matches whose text is `text` (trimmed), if any. */
export function byText(root: ParentNode, selector: string, text: string): HTMLElement | undefined {
  return [...root.querySelectorAll<HTMLElement>(selector)].find((element) => element.textContent?.trim() === text);
}

/** For a describe block of template tests: a fresh session storage and document for every test. */
export function withCleanDocument(options: { fakeTimers?: boolean } = {}): void {
  beforeEach(() => {
    if (options.fakeTimers) vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    // antd-mobile reuses the last toast's container for the next toast: close it with its document.
    act(() => {
      Toast.clear();
      Dialog.clear();
    });
    vi.useRealTimers();
    document.body.innerHTML = '';
  });
}

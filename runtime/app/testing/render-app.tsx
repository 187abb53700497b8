import type { AxiosAdapter } from 'axios';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterAll, afterEach, beforeEach, expect } from 'vitest';
import { readRuntimeQuery } from '../../../shared/query/runtime-query';
import { createApiClient } from '../../api/api-client';
import { AppRoutes } from '../app-routes';
import { notifier } from '../notifier';
import { RuntimeContext } from '../runtime-context';
import { renderNoticesIntoDocument } from '../../testing/render-notices-into-document';

renderNoticesIntoDocument();

/** One answer of the fake server: an HTTP status with its body, or no answer at all. */
export type AppAnswer = { readonly status: number; readonly data: unknown } | 'offline';

/** A request the app made: the call's path and its body as sent. */
export interface AskedCall {
  readonly url: string;
  readonly body: unknown;
}

/** A success envelope holding `result`. */
export const ok = (result: unknown): AppAnswer => ({ status: 200, data: { success: true, code: 0, result } });

/** What the fake server answers calls the test did not mention: a success with nothing in it. */
const NOTHING: AppAnswer = { status: 200, data: { success: true, code: 0, value: [] } };

/** Unmounted after each test by `withCleanApp`. */
const mounted: (() => void)[] = [];

function bodyOf(data: unknown): unknown {
  if (typeof data !== 'string') return data;
  try {
    return JSON.parse(data) as unknown;
  } catch {
    return Object.fromEntries(new URLSearchParams(data));
  }
}

/** Shows the router's address in the document, so a test sees where the app went, and hands out its navigation (Back). */
function AddressProbe({ navigation }: { navigation: { navigate?: NavigateFunction } }) {
  const { pathname, search, hash } = useLocation();
  navigation.navigate = useNavigate();
  return <output data-testid="address" data-address={`${pathname}${search}${hash}`} hidden />;
}

/**
 * Renders the buyer app's real route table at `address` (path and query) in a DOM (a test file opts
 * into happy-dom), with the real API client over a fake server: a call whose path is a key of
 * `server` gets that answer (or the answer of the function, given the body, possibly a promise), others an empty success.
 * Every request is kept in `asked`; the client's messages show through the app's notifier and are
 * also kept in `toasts`. Pages load lazily: use `until`.
 */
export function renderApp(
  address: string,
  server: Readonly<Record<string, AppAnswer | ((body: unknown) => AppAnswer | Promise<AppAnswer>)>> = {},
  /** In-app addresses visited before `address`, oldest first: where Back leads. */
  before: readonly string[] = [],
) {
  const navigation: { navigate?: NavigateFunction } = {};
  const asked: AskedCall[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const url = String(config.url);
    const body = bodyOf(config.data);
    asked.push({ url, body });
    const entry = server[url];
    // A function may answer later (a promise): the test decides when the reply arrives.
    const answer = entry === undefined ? NOTHING : typeof entry === 'function' ? await entry(body) : entry;
    if (answer === 'offline') throw Object.assign(new Error('Network Error'), { isAxiosError: true, code: 'ERR_NETWORK', config });
    return { data: answer.data, status: answer.status, statusText: '', headers: {}, config };
  };
  const toasts: string[] = [];
  const search = address.includes('?') ? address.slice(address.indexOf('?')) : '';
  // The app's own notifier: the client's messages show on screen as the buyer sees them, queued.
  const recording = {
    toast: (message: string) => {
      toasts.push(message);
      notifier.toast(message);
    },
    reminder: notifier.reminder,
  };
  const api = createApiClient({ tenant: 'health', notifier: recording, adapter });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <Provider store={createStore()}>
        <RuntimeContext.Provider value={{ api, query: readRuntimeQuery(search) }}>
          <MemoryRouter initialEntries={[...before, address]} initialIndex={before.length}>
            <AppRoutes />
            <AddressProbe navigation={navigation} />
          </MemoryRouter>
        </RuntimeContext.Provider>
      </Provider>,
    );
  });
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return {
    container,
    asked,
    toasts,
    /** The in-app address the router is at now. */
    address: () => container.querySelector('[data-testid="address"]')?.getAttribute('data-address') ?? '',
    /** The browser's Back. */
    back: () => act(() => void navigation.navigate?.(-1)),
    /** The buttons on screen whose text is `text`. */
    button: (text: string) => [...document.body.querySelectorAll<HTMLElement>('button, a[role="button"]')].find((element) => element.textContent?.trim() === text),
  };
}

/**
 * Lets the app run (lazy pages load, replies arrive, effects settle) until `check` stops throwing, or
 * fails with its last error after `timeoutMs`.
 */
export async function until(check: () => void, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > end) throw error;
    }
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
}

/** Taps an element the page must be showing. */
export function tapOn(element: HTMLElement | undefined | null): void {
  if (!element) throw new Error('the element is not shown');
  act(() => element.click());
}

/** Long enough for the toasts still queued after a file's last test to show and leave (2 s each). */
const TOASTS_LEAVE_MS = 15_000;

/**
 * For a describe block of app tests: a fresh session storage and page for every test. Toasts are left
 * to leave as they do in the app (clearing them from the document under antd-mobile would leave it
 * rendering into a detached node), so a test expects the messages it caused, not that no other shows.
 * After the block's last test, it waits for the last toast to leave: a toast closing on its own timer
 * after that would update the page outside React's act while the test worker shuts down, and the
 * warning React logs then fails the run (the worker closes with the log pending).
 */
export function withCleanApp(): void {
  beforeEach(() => {
    sessionStorage.clear();
  });
  afterEach(() => {
    for (const unmount of mounted.splice(0)) unmount();
  });
  afterAll(() => until(() => expect(document.querySelector('.adm-toast-mask')).toBeNull(), TOASTS_LEAVE_MS), TOASTS_LEAVE_MS + 5_000);
}

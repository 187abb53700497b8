import type { AxiosAdapter } from 'axios';
import { Form } from 'antd-mobile';
import { createStore, Provider } from 'jotai';
import { act, type ReactElement, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { Page } from '../../schema/template/page';
import { readRuntimeQuery } from '../../shared/query/runtime-query';
import { createApiClient } from '../api/api-client';
import { RuntimeContext } from '../app/runtime-context';
import { PageContext } from '../template/page-context';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** One request the fake server received: its path (without `/api`) and its JSON body. */
export interface Asked {
  readonly path: string;
  readonly body: unknown;
}

/** The fake server: a reply body per path (a function of the request body; `withStatus` for a refusal), else an empty success. */
export type FakeServer = Readonly<Record<string, (body: unknown) => unknown>>;

const EMPTY_SUCCESS = { success: true, code: 0, value: [] };

const HTTP_STATUS = Symbol('http status');

/** A reply with an HTTP status other than 200 (a refusal: 404 with its envelope...). */
export function withStatus(status: number, data: unknown): unknown {
  return { [HTTP_STATUS]: status, data };
}

function isWithStatus(reply: unknown): reply is { [HTTP_STATUS]: number; data: unknown } {
  return typeof reply === 'object' && reply !== null && HTTP_STATUS in reply;
}

export interface RenderOptions {
  /** The route pattern and the address opened (path plus search). */
  readonly route?: string;
  readonly at?: string;
  /** Wraps the element in a template page with one form, for blocks that read `usePage()`. */
  readonly page?: { readonly template: Partial<TemplateConfig>; readonly initialValues?: Record<string, unknown> };
  /** Other routes the page may navigate to, each shown by its element. */
  readonly also?: readonly { readonly path: string; readonly element: ReactElement }[];
  /** Sets atoms before the first render (a chosen plan, the flow state...). */
  readonly prepare?: (store: ReturnType<typeof createStore>) => void;
}

function PageHarness({ template, initialValues, children }: { template: Partial<TemplateConfig>; initialValues?: Record<string, unknown>; children: ReactNode }) {
  const [form] = Form.useForm();
  const page = (template.pageList?.[0] ?? { pageOrder: 1, moduleList: [] }) as Page;
  return (
    <PageContext.Provider value={{ template: template as TemplateConfig, page, pageIndex: 0, form, goToPage: () => undefined }}>
      <Form form={form} initialValues={initialValues}>
        {children}
      </Form>
    </PageContext.Provider>
  );
}

/**
 * Renders `element` in a DOM (the test file opts into happy-dom) with the real API client, a fresh
 * jotai store and a router. Every request is recorded in `asked`; `server` answers by path.
 */
export function renderWithServer(element: ReactElement, server: FakeServer, options: RenderOptions = {}) {
  const asked: Asked[] = [];
  const adapter: AxiosAdapter = async (config) => {
    const path = String(config.url);
    const body: unknown = typeof config.data === 'string' && config.data !== '' ? JSON.parse(config.data) : config.data;
    asked.push({ path, body });
    const handler = server[path];
    const reply = handler ? handler(body) : EMPTY_SUCCESS;
    const [status, data] = isWithStatus(reply) ? [reply[HTTP_STATUS], reply.data] : [200, reply];
    return { data, status, statusText: '', headers: {}, config };
  };
  const toasts: string[] = [];
  const api = createApiClient({ tenant: 'health', notifier: { toast: (message) => toasts.push(message), reminder: async () => undefined }, adapter });
  const at = options.at ?? '/';
  const search = new URL(at, 'http://localhost').search;
  const store = createStore();
  options.prepare?.(store);
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  const inner = options.page ? (
    <PageHarness template={options.page.template} initialValues={options.page.initialValues}>
      {element}
    </PageHarness>
  ) : (
    element
  );
  let mounts = 0;
  const render = () => {
    mounts += 1;
    root.render(
      <Provider key={mounts} store={store}>
        <RuntimeContext.Provider value={{ api, query: readRuntimeQuery(search) }}>
          <MemoryRouter initialEntries={[at]}>
            <Routes>
              <Route path={options.route ?? '*'} element={inner} />
              {(options.also ?? []).map((other) => (
                <Route key={other.path} path={other.path} element={other.element} />
              ))}
            </Routes>
          </MemoryRouter>
        </RuntimeContext.Provider>
      </Provider>,
    );
  };
  act(render);
  return {
    container,
    asked,
    toasts,
    store,
    /** The requests made to one path. */
    askedAt: (path: string) => asked.filter((request) => request.path === path),
    unmount: () => act(() => root.unmount()),
    /** Opens the page afresh (the buyer left it and came back), with the same client and store. */
    remount: () => act(render),
  };
}

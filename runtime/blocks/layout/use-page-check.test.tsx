// @vitest-environment happy-dom
import { Form, Input } from 'antd-mobile';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../schema/template/page';
import type { TemplateConfig } from '../../../schema/template/template-config';
import { readRuntimeQuery } from '../../../shared/query/runtime-query';
import { createApiClient } from '../../api/api-client';
import { RuntimeContext } from '../../app/runtime-context';
import { PageContext } from '../../template/page-context';
import { usePageCheck } from './use-page-check';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const PAGE: Page = { id: 'p1', pageOrder: 1, label: '投保信息', moduleList: [] };
const TEMPLATE = { schemaVersion: 1, themeColor: '#1677ff', insuranceCategory: 'health', pageList: [PAGE] } as unknown as TemplateConfig;

function NextButton({ onChecked }: { onChecked: (passed: boolean) => void }) {
  const check = usePageCheck();
  return (
    <button type="button" onClick={() => void check().then(onChecked)}>
      下一步
    </button>
  );
}

function PageWithEmptyRequiredName({ onChecked }: { onChecked: (passed: boolean) => void }) {
  const [form] = Form.useForm();
  return (
    <PageContext.Provider value={{ template: TEMPLATE, page: PAGE, pageIndex: 0, form, goToPage: () => undefined }}>
      <Form form={form}>
        <Form.Item name="name" label="姓名" rules={[{ required: true, message: '请输入姓名' }]}>
          <Input />
        </Form.Item>
      </Form>
      <NextButton onChecked={onChecked} />
    </PageContext.Provider>
  );
}

/** Taps 下一步 on a page whose required name is empty, opened at `search`; what the check answered. */
async function tapNext(search: string): Promise<boolean | undefined> {
  let answer: boolean | undefined;
  const api = createApiClient({ tenant: 'health', notifier: { toast: () => undefined, reminder: async () => undefined } });
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => {
    root.render(
      <Provider store={createStore()}>
        <RuntimeContext.Provider value={{ api, query: readRuntimeQuery(search) }}>
          <PageWithEmptyRequiredName onChecked={(passed) => (answer = passed)} />
        </RuntimeContext.Provider>
      </Provider>,
    );
  });
  await act(async () => {
    container.querySelector('button')!.click();
    await vi.waitFor(() => expect(answer).toBeDefined());
  });
  act(() => root.unmount());
  return answer;
}

describe('the dev flag skipValidate on a forward action', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    document.body.innerHTML = '';
  });

  it('outside PROD, skipValidate=1 moves on past an invalid form', async () => {
    vi.stubEnv('VITE_ENVIRONMENT_HOSTS', `TEST=${window.location.hostname}`);
    expect(await tapNext('?from=health&skipValidate=1')).toBe(true);
  });

  it('without the flag the invalid form stops it, in any environment', async () => {
    vi.stubEnv('VITE_ENVIRONMENT_HOSTS', `TEST=${window.location.hostname}`);
    expect(await tapNext('?from=health')).toBe(false);
    expect(await tapNext('?from=health&skipValidate=0')).toBe(false);
  });

  it('in PROD (a host no environment lists) the flag is ignored and the invalid form stops it', async () => {
    vi.stubEnv('VITE_ENVIRONMENT_HOSTS', 'TEST=h5-test.example.com');
    expect(await tapNext('?from=health&skipValidate=1')).toBe(false);
  });
});

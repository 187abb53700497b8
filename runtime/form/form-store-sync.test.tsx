// @vitest-environment happy-dom
import { Form, Input } from 'antd-mobile';
import type { FormInstance } from 'antd-mobile/es/components/form';
import { createStore, Provider } from 'jotai';
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { orderFormAtom } from '../state/flow-atoms';
import { settle } from '../blocks/testing/render-template';
import { FormStoreSync } from './form-store-sync';

/** A page form with the sync and one holder name row, as the template page mounts them. */
function mountPage() {
  const store = createStore();
  store.set(orderFormAtom, { policyHolder: { name: '周晓燕' }, trailElement: [{}, [{ birthday: '1990-06-15' }], { paymentPeriod: '20-Y' }] });
  let form: FormInstance | undefined;
  function Page() {
    const [instance] = Form.useForm();
    form = instance;
    return (
      <Form form={instance} initialValues={store.get(orderFormAtom)}>
        <FormStoreSync form={instance} />
        <Form.Item name={['policyHolder', 'name']} label="姓名">
          <Input placeholder="姓名" />
        </Form.Item>
      </Form>
    );
  }
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container);
  act(() => root.render(<Provider store={store}><Page /></Provider>));
  const input = () => container.querySelector<HTMLInputElement>('input[placeholder="姓名"]');
  return { store, form: () => form as FormInstance, input, unmount: () => act(() => root.unmount()) };
}

describe('the page form and the kept order values are one store', () => {
  it('keeps a value written by code with form.setFieldValue, which the form reports as no change', async () => {
    const page = mountPage();
    await settle();
    act(() => page.form().setFieldValue(['trailElement', 2, 'paymentPeriod'], '10-Y'));
    act(() => page.form().setFieldValue(['insured', 0, 'allowInsure'], true));
    await settle();
    const stored = page.store.get(orderFormAtom);
    expect((stored.trailElement as unknown[])[2]).toEqual({ paymentPeriod: '10-Y' });
    expect(stored.insured).toEqual([{ allowInsure: true }]);
    // What a reload restores is the same.
    expect(JSON.parse(sessionStorage.getItem('ORDER_DATA') ?? '{}').trailElement[2]).toEqual({ paymentPeriod: '10-Y' });
    page.unmount();
  });

  it('shows in the rows a value written to the kept values from outside the form', async () => {
    const page = mountPage();
    await settle();
    act(() => page.store.set(orderFormAtom, (values) => ({ ...values, policyHolder: { name: '陈静' } })));
    await settle();
    expect(page.input()?.value).toBe('陈静');
    expect(page.form().getFieldValue(['policyHolder', 'name'])).toBe('陈静');
    page.unmount();
  });
});

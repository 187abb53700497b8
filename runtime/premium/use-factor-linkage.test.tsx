// @vitest-environment happy-dom
import type { FormInstance } from 'antd-mobile/es/components/form';
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { LINKAGE_WRITE_DEBOUNCE_MS } from '../../shared/constants';
import { wait } from '../pages/order/testing/render-order-page';
import { usePage } from '../template/page-context';
import { renderWithServer } from '../testing/render-with-server';
import { linkagePendingAtom } from './linkage-pending-atom';
import { selectedPlanAtom } from './premium-atoms';
import { useFactorLinkage } from './use-factor-linkage';

let form: FormInstance | undefined;

/** The buyer picks an insurance period. */
const choose = (period: string) => act(() => form!.setFieldValue(['trailElement', 2, 'insurancePeriod'], period));

function Linkage() {
  form = usePage().form;
  useFactorLinkage(true, 'trailElement[2]');
  return null;
}

/** The product offers, for a chosen insurance period, only the same payment period. */
const server = {
  '/v1/insure/queryDynamicFactor': (body: unknown) => {
    const { factorValue } = body as { factorValue: string };
    return { success: true, code: 0, result: { dynamicFactorResultJson: JSON.stringify({ paymentPeriod: { options: [{ value: factorValue }], value: factorValue } }) } };
  },
};

describe('the dynamic factor linkage', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    sessionStorage.clear();
  });
  afterEach(() => {
    vi.useRealTimers();
    document.body.innerHTML = '';
  });

  it('asks at once on the first look, then once per pause of LINKAGE_WRITE_DEBOUNCE_MS, and writes the last answer into the form', async () => {
    const page = renderWithServer(<Linkage />, server, {
      page: { template: { goodsId: 'G1' }, initialValues: { trailElement: [{}, {}, { insurancePeriod: '1-Y', paymentPeriod: '1-Y' }] } },
      prepare: (store) => store.set(selectedPlanAtom, { planId: 'P1' } as Plan),
    });
    await wait(0);
    const asked = () => page.askedAt('/v1/insure/queryDynamicFactor').map((request) => request.body as { factorCode: string; factorValue: string });
    expect(asked()).toHaveLength(1);
    expect(asked()[0]).toMatchObject({ factorCode: 'insurancePeriod', factorValue: '1-Y' });

    // The buyer taps through two periods, half a second apart.
    choose('5-Y');
    await wait(LINKAGE_WRITE_DEBOUNCE_MS / 2);
    choose('10-Y');
    await wait(LINKAGE_WRITE_DEBOUNCE_MS - 1);
    expect(asked()).toHaveLength(1);
    expect(form!.getFieldValue(['trailElement', 2, 'paymentPeriod'])).toBe('1-Y');

    await wait(1);
    expect(asked()).toHaveLength(2);
    expect(asked()[1]).toMatchObject({ factorCode: 'insurancePeriod', factorValue: '10-Y', goodsId: 'G1', planId: 'P1' });
    expect(form!.getFieldValue(['trailElement', 2, 'paymentPeriod'])).toBe('10-Y');
    page.unmount();
  });

  it('asks about the cover when the buyer also picks, within the pause, a payment period the rows still offered for the old cover', async () => {
    const page = renderWithServer(<Linkage />, server, {
      page: { template: { goodsId: 'G1' }, initialValues: { trailElement: [{}, {}, { insurancePeriod: '1-Y', paymentPeriod: '1-Y' }] } },
      prepare: (store) => store.set(selectedPlanAtom, { planId: 'P1' } as Plan),
    });
    await wait(0);
    const asked = () => page.askedAt('/v1/insure/queryDynamicFactor').map((request) => request.body as { factorCode: string; factorValue: string; dynamicFactorMap: Record<string, string> });
    choose('10-Y');
    await wait(LINKAGE_WRITE_DEBOUNCE_MS / 2);
    act(() => form!.setFieldValue(['trailElement', 2, 'paymentPeriod'], '20-Y'));
    await wait(LINKAGE_WRITE_DEBOUNCE_MS);
    expect(asked()).toHaveLength(2);
    // Asked as a change of cover with both values: the product re-decides the payment period.
    expect(asked()[1]).toMatchObject({ factorCode: 'insurancePeriod', factorValue: '10-Y', dynamicFactorMap: { insurancePeriod: '10-Y', paymentPeriod: '20-Y' } });
    expect(form!.getFieldValue(['trailElement', 2, 'paymentPeriod'])).toBe('10-Y');
    // A payment period changed alone is asked about as itself.
    act(() => form!.setFieldValue(['trailElement', 2, 'paymentPeriod'], '5-Y'));
    await wait(LINKAGE_WRITE_DEBOUNCE_MS);
    expect(asked()[2]).toMatchObject({ factorCode: 'paymentPeriod', factorValue: '5-Y' });
    page.unmount();
  });

  it('holds pricing back (linkagePendingAtom) from a change until the product\'s answer is written', async () => {
    const page = renderWithServer(<Linkage />, server, {
      page: { template: { goodsId: 'G1' }, initialValues: { trailElement: [{}, {}, { insurancePeriod: '1-Y', paymentPeriod: '1-Y' }] } },
      prepare: (store) => store.set(selectedPlanAtom, { planId: 'P1' } as Plan),
    });
    await wait(0);
    expect(page.store.get(linkagePendingAtom)).toBe(false);
    choose('10-Y');
    expect(page.store.get(linkagePendingAtom)).toBe(true);
    await wait(LINKAGE_WRITE_DEBOUNCE_MS - 1);
    expect(page.store.get(linkagePendingAtom)).toBe(true);
    await wait(1);
    expect(form!.getFieldValue(['trailElement', 2, 'paymentPeriod'])).toBe('10-Y');
    expect(page.store.get(linkagePendingAtom)).toBe(false);
    page.unmount();
  });
});

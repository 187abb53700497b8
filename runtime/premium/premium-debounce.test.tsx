// @vitest-environment happy-dom
import { act } from 'react';
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../schema/entities/plan';
import { PREMIUM_TRIAL_DEBOUNCE_MS } from '../../shared/constants';
import { moduleOf, pathOf, renderTemplate, templateOf, wait, withCleanDocument } from '../blocks/testing/render-template';
import { selectedPlanAtom } from './premium-atoms';

const plan = (planId: string): Plan => ({
  planId,
  packages: [{ productPackageId: 'K1', productPackageCode: 'KC1', productList: [{ productId: 'M', productCode: 'MC', productName: '主险', sumInsured: 100 }] }],
});

describe('the premium trial of page 1', () => {
  withCleanDocument({ fakeTimers: true });

  it('asks 300 ms after the last change, once for a burst of changes', async () => {
    const page = await renderTemplate(templateOf([[moduleOf('premiumDisplay', { label: '保费' })]]), { search: '?from=health&goodsId=g1' });
    const trials = () => page.calls(pathOf('getPremium'));
    act(() => page.store.set(selectedPlanAtom, plan('P1')));
    await wait(200);
    // The buyer taps another plan before the wait is over: the wait starts again, for that plan.
    act(() => page.store.set(selectedPlanAtom, plan('P2')));
    await wait(PREMIUM_TRIAL_DEBOUNCE_MS - 1);
    expect(trials()).toHaveLength(0);
    await wait(1);
    expect(trials()).toHaveLength(1);
    expect(JSON.stringify(trials()[0]?.body)).toContain('P2');
    await wait(2000);
    expect(trials()).toHaveLength(1);
    page.unmount();
  });
});

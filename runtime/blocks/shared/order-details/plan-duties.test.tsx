// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Plan } from '../../../../schema/entities/plan';
import { wait, withFakePageClock } from '../../../pages/order/testing/render-order-page';
import { selectedPlanAtom } from '../../../premium/premium-atoms';
import { renderWithServer } from '../../../testing/render-with-server';
import { PlanDuties } from './plan-duties';

const PLAN = {
  planId: 'P1',
  packages: [
    {
      productPackageId: 'PK1',
      productPackageCode: 'PKG-A',
      productList: [
        {
          productId: 'M1',
          productCode: 'MAIN',
          productName: '百万医疗',
          planConfigLiabilityList: [{ liabilityCode: 'L-HOSP', liabilityName: '住院医疗' }],
          productList: [{ productId: 'R1', productCode: 'RIDER', productName: '重疾附加', planConfigLiabilityList: [{ liabilityCode: 'L-CI', liabilityName: '重疾' }] }],
        },
      ],
    },
  ],
} as unknown as Plan;

const AGREEMENT = { code: 'SA1', title: '等待期约定', content: '<p>本合同等待期为 30 天。</p>' };

describe('the duty confirmation', () => {
  withFakePageClock();
  let unmount: (() => void) | undefined;
  afterEach(() => unmount?.());

  it('asks querySpecialAgreementList for the chosen products and liabilities and shows 特别约定 with each agreement', async () => {
    const page = renderWithServer(
      <PlanDuties main additional services={false} showSumInsured showRemark={false} />,
      { '/latestGoods/querySpecialAgreementList': () => ({ success: true, code: 0, value: [AGREEMENT] }) },
      { page: { template: { goodsId: 'G1' } }, prepare: (store) => store.set(selectedPlanAtom, PLAN) },
    );
    unmount = page.unmount;
    await wait(0);
    expect(page.askedAt('/latestGoods/querySpecialAgreementList').map((request) => request.body)).toEqual([
      {
        goodsId: 'G1',
        planId: 'P1',
        planConfigPackageList: [
          {
            productPackageCode: 'PKG-A',
            productPackageId: 'PK1',
            productList: [
              { productCode: 'MAIN', productId: 'M1', liabilityCodeList: ['L-HOSP'] },
              { productCode: 'RIDER', productId: 'R1', liabilityCodeList: ['L-CI'] },
            ],
          },
        ],
      },
    ]);
    const section = page.container.querySelector('[data-testid="special-agreements"]');
    expect(section?.textContent).toContain('特别约定');
    expect(section?.textContent).toContain('等待期约定');
  });

  it('shows no 特别约定 when none applies', async () => {
    const page = renderWithServer(
      <PlanDuties main additional services={false} showSumInsured showRemark={false} />,
      { '/latestGoods/querySpecialAgreementList': () => ({ success: true, code: 0, value: [] }) },
      { page: { template: { goodsId: 'G1' } }, prepare: (store) => store.set(selectedPlanAtom, PLAN) },
    );
    unmount = page.unmount;
    await wait(0);
    expect(page.askedAt('/latestGoods/querySpecialAgreementList')).toHaveLength(1);
    expect(page.container.querySelector('[data-testid="special-agreements"]')).toBeNull();
  });
});

import { Checkbox, List, Skeleton, Tabs, Tag } from 'antd-mobile';
import { useAtom, useSetAtom } from 'jotai';
import { useEffect, type CSSProperties } from 'react';
import type { Liability } from '../../../schema/entities/liability';
import type { Plan } from '../../../schema/entities/plan';
import type { Product } from '../../../schema/entities/product';
import { applyLiabilityToggle, sameLiability, type LiabilityCheckState } from '../../../shared/collocation';
import { formatSumInsured } from '../../../shared/format/format-sum-insured';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { chosenPackages, initialCheckStates, isOptionalLiability } from '../../premium/liability-choice';
import { planTabTitle, visiblePlans } from '../../premium/plan-choice';
import { planProducts } from '../../premium/plan-products';
import { chosenPackagesAtom, liabilityChecksAtom } from '../../premium/premium-atoms';
import { useArrivalPlan } from '../../premium/use-arrival-plan';
import { useChoosePlan } from '../../premium/use-choose-plan';
import { preloadGoodsPlans, useGoodsPlans } from '../../premium/use-goods-plans';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { findModules } from './page-modules';
import { usePlanIds } from './use-plan-clauses';

type Attrs = BlockProps<'planTabs'>['attrs'];

function sumInsuredText(liability: Liability, product: Product, format: Attrs['sumInsuredFormat']): string {
  if (liability.sumInsuredValueStr) return liability.sumInsuredValueStr;
  if (liability.sumInsuredString) return liability.sumInsuredString;
  const fen = liability.sumInsured ?? liability.fixedSumInsuredValue;
  if (fen === undefined) return '';
  return formatSumInsured(fen, { wanYuan: format === 'yuan' ? false : format === 'wanYuan' || product.sumInsuredFormatType !== 'yuan' });
}

interface RowsProps {
  readonly products: readonly Product[];
  readonly attrs: Attrs;
  readonly mark?: string;
  readonly checks: readonly LiabilityCheckState[];
  readonly onToggle: (product: Product, liability: Liability, checked: boolean) => void;
}

function LiabilityRows({ products, attrs, mark, checks, onToggle }: RowsProps) {
  return products.flatMap((product) =>
    (product.planConfigLiabilityList ?? []).map((liability) => {
      const ref = { productId: product.productId, liabilityCode: liability.liabilityCode };
      const optional = isOptionalLiability(product, liability) && attrs.allowOptionalLiabilities !== false;
      const state = checks.find((check) => sameLiability(check, ref));
      const title = (
        <span>
          {mark && <Tag color="primary" fill="outline" style={{ marginRight: 4 }}>{mark}</Tag>}
          {liability.liabilityAlias || liability.liabilityName}
        </span>
      );
      return (
        <List.Item key={`${product.productId}/${liability.liabilityCode}`} description={liability.simpleRemark} extra={sumInsuredText(liability, product, attrs.sumInsuredFormat)}>
          {optional ? (
            <Checkbox checked={state?.checked ?? false} disabled={state?.disabled ?? false} onChange={(checked) => onToggle(product, liability, checked)}>
              {title}
            </Checkbox>
          ) : (
            title
          )}
        </List.Item>
      );
    }),
  );
}

function PlanContent({ plan, attrs, checks, onToggle }: { plan: Plan } & Omit<RowsProps, 'products' | 'mark'>) {
  const { main, additional } = planProducts(plan);
  return (
    <List style={{ '--border-top': 'none' } as CSSProperties}>
      {attrs.showMainLiabilities !== false && <LiabilityRows products={main} attrs={attrs} checks={checks} onToggle={onToggle} />}
      {attrs.showAdditionalLiabilities !== false && (
        <LiabilityRows products={additional} attrs={attrs} {...(attrs.additionalMark ? { mark: attrs.additionalMark } : {})} checks={checks} onToggle={onToggle} />
      )}
      {attrs.showServices !== false &&
        (plan.serviceList ?? []).map((service) => (
          <List.Item key={service.serviceShowName} description={service.serviceDescription} extra={service.serviceRemark}>
            {service.serviceShowName}
          </List.Item>
        ))}
    </List>
  );
}

/**
 * The plans' cover by tab (spec section 2): main and additional liabilities with their sums insured
 * and the services. Optional liabilities have tick boxes linked by the plan's collocation rows
 * (`shared/collocation`); what is ticked becomes the order's packages, which reprices the premium.
 */
export default function PlanTabs({ attrs }: BlockProps<'planTabs'>) {
  const { goodsId } = usePlanIds();
  const state = useGoodsPlans(goodsId);
  const [checks, setChecks] = useAtom(liabilityChecksAtom);
  const setPackages = useSetAtom(chosenPackagesAtom);
  const choose = useChoosePlan();
  const { page } = usePage();
  const selectorPlanIds = (findModules(page.moduleList, 'planSelector')[0]?.attrs as { planIds?: string[] } | undefined)?.planIds;
  // The same plans as the page's plan selector offers; without a selector the tabs choose on arrival.
  const plans = state.status === 'ready' ? visiblePlans(state.plans, selectorPlanIds) : [];
  const selected = useArrivalPlan(plans);

  // The tick boxes follow the chosen plan; their packages are what the premium prices.
  useEffect(() => {
    if (!selected) return;
    const next = initialCheckStates(selected, checks);
    if (JSON.stringify(next) !== JSON.stringify(checks)) setChecks(next);
    setPackages(chosenPackages(selected, next));
  }, [selected, checks, setChecks, setPackages]);

  function toggle(product: Product, liability: Liability, checked: boolean) {
    if (!selected) return;
    const ref = { productId: product.productId, liabilityCode: liability.liabilityCode };
    setChecks(applyLiabilityToggle(checks, selected.liabilityCollocationList ?? [], ref, checked));
  }

  if (state.status === 'loading' || (plans.length > 0 && !selected)) return <Skeleton.Paragraph lineCount={3} animated style={{ margin: 12 }} />;
  if (!selected || plans.length === 0) return <p style={{ margin: 12, color: '#999', fontSize: 13 }}>{SCREEN_MESSAGES.noData}</p>;
  return (
    <section style={{ margin: '8px 12px', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
      {attrs.title && <h3 style={{ margin: 0, padding: '12px 16px 4px', fontSize: 16, color: '#333' }}>{attrs.title}</h3>}
      <Tabs
        activeKey={selected.planId}
        onChange={(key) => {
          const plan = plans.find((candidate) => candidate.planId === key);
          if (plan) choose(plan);
        }}
      >
        {plans.map((plan) => (
          <Tabs.Tab key={plan.planId} title={planTabTitle(plan)}>
            {plan.planId === selected.planId && <PlanContent plan={selected} attrs={attrs} checks={checks} onToggle={toggle} />}
          </Tabs.Tab>
        ))}
      </Tabs>
    </section>
  );
}

/** The plans, fetched while the page loads so the block paints with them. */
export const preloadData = preloadGoodsPlans;

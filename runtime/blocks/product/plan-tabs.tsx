import { Checkbox, List, Skeleton, Tabs, Tag } from 'antd-mobile';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, type CSSProperties } from 'react';
import type { Liability } from '../../../schema/entities/liability';
import type { Plan } from '../../../schema/entities/plan';
import type { Product } from '../../../schema/entities/product';
import { applyLiabilityToggle, sameLiability, type LiabilityCheckState } from '../../../shared/collocation';
import { formatSumInsured } from '../../../shared/format/format-sum-insured';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { chosenAmount, liabilityControl, productCopiesControl, setChoice, type SumInsuredChoice } from '../../../shared/premium/sum-insured-choice';
import { todayInShanghai } from '../../../shared/dates/shanghai-today';
import { insuredVisibilityFacts } from '../../premium/insured-facts';
import { initialCheckStates, isOptionalLiability, unavailableProducts } from '../../premium/liability-choice';
import { orderFormAtom } from '../../state/flow-atoms';
import { planTabTitle, visiblePlans } from '../../premium/plan-choice';
import { planProducts } from '../../premium/plan-products';
import { liabilityChecksAtom, sumInsuredChoicesAtom } from '../../premium/premium-atoms';
import { useArrivalPlan } from '../../premium/use-arrival-plan';
import { useChoosePlan } from '../../premium/use-choose-plan';
import { preloadGoodsPlans, useGoodsPlans } from '../../premium/use-goods-plans';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { findModules } from '../shared/template/page-modules';
import { SumInsuredChooser } from './sum-insured-chooser';
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
  readonly choices: readonly SumInsuredChoice[];
  readonly onChoose: (choice: SumInsuredChoice) => void;
  /** Optional products the insureds' ages or count rule out: shown, not choosable, with the reason. */
  readonly unavailable: ReadonlySet<string>;
}

function showsWanYuan(product: Product, format: Attrs['sumInsuredFormat']): boolean {
  return format === 'yuan' ? false : format === 'wanYuan' || product.sumInsuredFormatType !== 'yuan';
}

function LiabilityRows({ products, attrs, mark, checks, onToggle, choices, onChoose, unavailable }: RowsProps) {
  return products.flatMap((product) => {
    const wanYuan = showsWanYuan(product, attrs.sumInsuredFormat);
    const copies = productCopiesControl(product);
    const ruledOut = unavailable.has(product.productId);
    const productChosen = !ruledOut && (product.planConfigLiabilityList ?? []).some(
      (liability) => !isOptionalLiability(product, liability) || checks.some((check) => check.checked && sameLiability(check, { productId: product.productId, liabilityCode: liability.liabilityCode })),
    );
    const copiesRow =
      copies && productChosen ? (
        <List.Item key={`${product.productId}/copies`} description={<SumInsuredChooser control={copies} value={chosenAmount(choices, copies, product.productId)} wanYuan={wanYuan} label={`${product.productName}${PREMIUM_MESSAGES.copiesChooser}`} onChange={(fen) => onChoose({ productId: product.productId, sumInsured: fen })} />}>
          {product.productName}
        </List.Item>
      ) : null;
    const rows = (product.planConfigLiabilityList ?? []).map((liability) => {
      const ref = { productId: product.productId, liabilityCode: liability.liabilityCode };
      const optional = isOptionalLiability(product, liability) && attrs.allowOptionalLiabilities !== false;
      const kept = checks.find((check) => sameLiability(check, ref));
      // A product these insureds cannot have is neither ticked nor tickable, whatever was ticked before.
      const state = ruledOut ? { ...ref, checked: false, disabled: true } : kept;
      const name = liability.liabilityAlias || liability.liabilityName;
      const title = (
        <span>
          {mark && <Tag color="primary" fill="outline" style={{ marginRight: 4 }}>{mark}</Tag>}
          {name}
        </span>
      );
      const control = liabilityControl(liability);
      const amount = control ? chosenAmount(choices, control, product.productId, liability.liabilityCode) : undefined;
      // An optional liability's amount is chosen once it is ticked: an unticked one is not bought.
      const chooser =
        control && amount !== undefined && (!optional || state?.checked) ? (
          <SumInsuredChooser
            control={control}
            value={amount}
            wanYuan={wanYuan}
            label={`${name}${PREMIUM_MESSAGES.sumInsuredChooser}`}
            onChange={(fen) => onChoose({ ...ref, sumInsured: fen })}
          />
        ) : null;
      // A chooser shows its amount itself and takes the row's width; otherwise the amount sits on the right.
      const extra = chooser ? undefined : amount !== undefined ? formatSumInsured(amount, { wanYuan }) : sumInsuredText(liability, product, attrs.sumInsuredFormat);
      return (
        <List.Item key={`${product.productId}/${liability.liabilityCode}`} description={ruledOut ? PREMIUM_MESSAGES.notForTheseInsureds : liability.simpleRemark} extra={extra}>
          {optional ? (
            <Checkbox checked={state?.checked ?? false} disabled={state?.disabled ?? false} onChange={(checked) => onToggle(product, liability, checked)}>
              {title}
            </Checkbox>
          ) : (
            title
          )}
          {chooser}
        </List.Item>
      );
    });
    return copiesRow ? [copiesRow, ...rows] : rows;
  });
}

function PlanContent({ plan, attrs, ...rows }: { plan: Plan } & Omit<RowsProps, 'products' | 'mark'>) {
  const { main, additional } = planProducts(plan);
  return (
    <List style={{ '--border-top': 'none' } as CSSProperties}>
      {attrs.showMainLiabilities !== false && <LiabilityRows products={main} attrs={attrs} {...rows} />}
      {attrs.showAdditionalLiabilities !== false && (
        <LiabilityRows products={additional} attrs={attrs} {...(attrs.additionalMark ? { mark: attrs.additionalMark } : {})} {...rows} />
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
  const [choices, setChoices] = useAtom(sumInsuredChoicesAtom);
  const choose = useChoosePlan();
  const { page } = usePage();
  const values = useAtomValue(orderFormAtom);
  const selectorPlanIds = (findModules(page.moduleList, 'planSelector')[0]?.attrs as { planIds?: string[] } | undefined)?.planIds;
  // The same plans as the page's plan selector offers; without a selector the tabs choose on arrival.
  const plans = state.status === 'ready' ? visiblePlans(state.plans, selectorPlanIds) : [];
  const selected = useArrivalPlan(plans);

  // The tick boxes follow the chosen plan; what is ticked and the amounts chosen make the packages
  // the premium prices (chosenPackagesAtom).
  useEffect(() => {
    if (!selected) return;
    const next = initialCheckStates(selected, checks);
    if (JSON.stringify(next) !== JSON.stringify(checks)) setChecks(next);
  }, [selected, checks, setChecks]);

  function toggle(product: Product, liability: Liability, checked: boolean) {
    if (!selected) return;
    const ref = { productId: product.productId, liabilityCode: liability.liabilityCode };
    setChecks(applyLiabilityToggle(checks, selected.liabilityCollocationList ?? [], ref, checked));
  }

  if (state.status === 'loading' || (plans.length > 0 && !selected)) return <Skeleton.Paragraph lineCount={3} animated style={{ margin: 12 }} />;
  if (!selected || plans.length === 0) return <p style={{ margin: 12, color: 'var(--adm-color-weak)', fontSize: 13 }}>{SCREEN_MESSAGES.noData}</p>;
  return (
    <section style={{ margin: '8px 12px', borderRadius: 8, overflow: 'hidden', background: '#fff' }}>
      {attrs.title && <h2 style={{ margin: 0, padding: '12px 16px 4px', fontSize: 16, color: '#333' }}>{attrs.title}</h2>}
      <Tabs
        activeKey={selected.planId}
        onChange={(key) => {
          const plan = plans.find((candidate) => candidate.planId === key);
          if (plan) choose(plan);
        }}
      >
        {plans.map((plan) => (
          <Tabs.Tab key={plan.planId} title={planTabTitle(plan)}>
            {plan.planId === selected.planId && (
              <PlanContent
                plan={selected}
                attrs={attrs}
                checks={checks}
                onToggle={toggle}
                choices={choices}
                onChoose={(choice) => setChoices(setChoice(choices, choice))}
                unavailable={unavailableProducts(selected, insuredVisibilityFacts(values, todayInShanghai()))}
              />
            )}
          </Tabs.Tab>
        ))}
      </Tabs>
    </section>
  );
}

/** The plans, fetched while the page loads so the block paints with them. */
export const preloadData = preloadGoodsPlans;

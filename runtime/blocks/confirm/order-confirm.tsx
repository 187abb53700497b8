import { useAtomValue } from 'jotai';
import type { AttrsOf } from '../../../schema/catalogue';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { orderConfirmSections } from '../../order-flow/order-confirm-sections';
import { orderSummaryRows } from '../../order-flow/order-summary-rows';
import { asksRegion, dictTypesOf, findFormModule, personConfirmRows } from '../../order-flow/person-confirm-rows';
import { useDictionaries } from '../../order-flow/use-dictionaries';
import { useRegionTree } from '../../order-flow/use-region-tree';
import { useOrderFacts } from '../../order-flow/use-order-facts';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import AgentConfirm from './agent-confirm';
import BeneficiaryConfirm from './beneficiary-confirm';
import { ConfirmCard } from '../shared/order-details/confirm-card';
import DeliveryConfirm from './delivery-confirm';
import InvoiceConfirm from './invoice-confirm';
import { PlanDuties } from '../shared/order-details/plan-duties';
import { useEditLink } from './use-edit-link';

// contactName shows only where the holder form asks it: a company policyholder's contact.
const HOLDER_FIELDS = ['name', 'certiType', 'certiNo', 'contactName', 'phone', 'email'];
/**
 * Property insurance insures the house at the holder's address (the seeded home template asks it as
 * 房屋所在地区 and 房屋详细地址): the buyer confirms what is insured, so it shows, and in full, since a
 * masked address could not be checked. Other products' addresses are contact data the summary leaves out.
 */
const PROPERTY_HOLDER_FIELDS = [...HOLDER_FIELDS, 'area', 'address'];
const INSURED_FIELDS = ['holderRelation', 'name', 'certiType', 'certiNo', 'phone'];

type Section = AttrsOf<'orderConfirm'>['sections'][number];

/** The plan choices the buyer confirms: the plan, the cover and payment periods, the cover's dates. */
const PLAN_ROWS = ['goodsName', 'planName', 'insurancePeriod', 'paymentPeriod', 'insuranceStartDate', 'insuranceEndDate'];

/**
 * The whole order before submission, section by section in the configured order: plan (with the cover
 * and payment periods), premium, holder (with the insured house's address for property insurance),
 * insureds, beneficiaries, liabilities, invoice, delivery and agent, personal numbers masked when
 * configured, each with 修改 back to the configured page. A section the page also confirms in its
 * own block (invoice, delivery, beneficiaries, agent) is left to that block, so it shows once.
 */
export default function OrderConfirm({ module, attrs }: BlockProps<'orderConfirm'>) {
  const { template, page } = usePage();
  const values = useAtomValue(orderFormAtom);
  const facts = useOrderFacts(template.goodsName);
  const edit = useEditLink(attrs.editPageCode);
  const holderForm = findFormModule(template, 'policyHolder');
  const insuredForm = findFormModule(template, 'insured');
  const holderFields = template.insuranceCategory === 'propertyInsurance' ? PROPERTY_HOLDER_FIELDS : HOLDER_FIELDS;
  const dictionaries = useDictionaries([...dictTypesOf(holderForm, holderFields), ...dictTypesOf(insuredForm, INSURED_FIELDS)]);
  const regions = useRegionTree(asksRegion(holderForm, holderFields) || asksRegion(insuredForm, INSURED_FIELDS));
  const mask = attrs.maskSensitive === true;
  const common = { editPageCode: attrs.editPageCode, editText: attrs.editText, maskSensitive: attrs.maskSensitive };
  const raw = values.insured;
  const insureds = (Array.isArray(raw) ? (raw as unknown[]) : [raw]).map(asRecord).filter((person) => person !== undefined);
  const relations = (insuredForm?.attrs as { holderRelationOptions?: readonly { value: string; label: string }[] } | undefined)?.holderRelationOptions;

  const render = (section: Section) => {
    switch (section) {
      case 'plan':
        return <ConfirmCard key={section} title={attrs.title || module.label} rows={orderSummaryRows(PLAN_ROWS, facts)} editText={attrs.editText} onEdit={edit} />;
      case 'premium':
        return <ConfirmCard key={section} title={ORDER_MESSAGES.premiumSection} rows={orderSummaryRows(['paymentFrequency', 'insuranceAmount', 'initialPremium', 'firstYearPremium'], facts)} />;
      case 'holder':
        return <ConfirmCard key={section} title={ORDER_MESSAGES.holderSection} rows={personConfirmRows({ form: holderForm, fields: holderFields, person: asRecord(values.policyHolder) ?? {}, dictionaries, regions, mask })} />;
      case 'insured':
        return insureds.map((person, index) => (
          <ConfirmCard
            key={`${section}-${index}`}
            title={ORDER_MESSAGES.insuredTitle(index + 1)}
            rows={personConfirmRows({ form: insuredForm, fields: INSURED_FIELDS, person, dictionaries, regions, mask, ...(relations ? { extraOptions: { holderRelation: relations } } : {}) })}
          />
        ));
      case 'beneficiary':
        return <BeneficiaryConfirm key={section} module={module} attrs={{ ...common, title: ORDER_MESSAGES.beneficiarySection, editText: undefined }} />;
      case 'duty':
        return <PlanDuties key={section} main additional services={false} showSumInsured showRemark={false} />;
      case 'invoice':
        return <InvoiceConfirm key={section} module={module} attrs={{ title: ORDER_MESSAGES.invoiceSection }} />;
      case 'delivery':
        return <DeliveryConfirm key={section} module={module} attrs={{ title: ORDER_MESSAGES.deliverySection, maskSensitive: attrs.maskSensitive }} />;
      case 'agent':
        return <AgentConfirm key={section} module={module} attrs={{ title: ORDER_MESSAGES.agentSection, maskSensitive: attrs.maskSensitive }} />;
    }
  };
  return <>{orderConfirmSections(attrs.sections, page).map(render)}</>;
}

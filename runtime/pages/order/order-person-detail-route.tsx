import { beneficiaryList as BENEFICIARY_DEFAULTS, insuredModule as INSURED_DEFAULTS } from '../../../schema/generated/block-default-attrs.js';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import type { Person } from '../../../schema/entities/person';
import type { Insured } from '../../../schema/entities/insured';
import { isLegalBeneficiaryType } from '../../../shared/beneficiary/is-legal-beneficiary-type';
import { BeneficiaryRows } from '../../blocks/shared/order-details/beneficiary-rows';
import { ConfirmCard } from '../../blocks/shared/order-details/confirm-card';
import { personConfirmRows } from '../../order-flow/person-confirm-rows';
import { useDictionaries } from '../../order-flow/use-dictionaries';
import { useOrderDetail } from '../../order-flow/use-order-detail';
import { OrderDetailPending } from './order-detail-pending';
import { PageFrame } from './page-frame';
import { useOrderLookup } from '../../order-flow/use-order-lookup';

const FIELDS = ['name', 'certiType', 'certiNo', 'birthday', 'phone', 'email'];
/** An insured's rows: first how they relate to the holder, as the confirm page shows it. */
const INSURED_FIELDS = ['holderRelation', ...FIELDS];

/** The stored person in the form's field names, so the same confirmation rows read it. */
function personValues(person: Person | undefined): Record<string, unknown> {
  return { ...person, certiType: person?.certType, certiNo: person?.certNo };
}

/** An insured's values: the person's, and the insured's relation to the holder. */
function insuredValues(insured: Insured): Record<string, unknown> {
  return { ...personValues(insured.person), holderRelation: insured.holderRelation };
}

/**
 * An insured's beneficiaries as the order states them: 法定, or each designated one with their relation
 * to the insured (named as the beneficiary block names the relations by default: this page has no
 * template), order and share; nothing when the order names no type.
 */
function Beneficiaries({ insured }: { insured: Insured }) {
  if (!insured.beneficiaryType) return null;
  return <BeneficiaryRows list={isLegalBeneficiaryType(insured.beneficiaryType) ? [] : insured.beneficiaryList} relations={BENEFICIARY_DEFAULTS.insuredRelationOptions} />;
}

/**
 * `/orderPersonDetail`: the holder and every insured of the stored order (with their relation to the
 * holder) with the insured's beneficiaries, as the server masked them.
 */
export default function OrderPersonDetailRoute() {
  const state = useOrderDetail(useOrderLookup());
  const dictionaries = useDictionaries(['certiType']);
  // The relations named as the insured block names them by default: this page has no template.
  const extraOptions = { certiType: dictionaries.certiType ?? [], holderRelation: INSURED_DEFAULTS.holderRelationOptions };
  const fieldRows = (fields: readonly string[], person: Record<string, unknown>) =>
    personConfirmRows({ form: undefined, fields, person, dictionaries, extraOptions }).filter((row) => row.text !== ORDER_MESSAGES.notFilled);
  return (
    <PageFrame title={ORDER_MESSAGES.personDetailTitle}>
      {state.status !== 'ready' ? <OrderDetailPending state={state} /> : (
        <>
          <ConfirmCard title={ORDER_MESSAGES.fieldLabels.holderName} rows={fieldRows(FIELDS, personValues(state.detail.holder?.person))} />
          {(state.detail.insuredList ?? []).map((insured, index) => (
            <ConfirmCard key={index} title={ORDER_MESSAGES.insuredTitle(index + 1)} rows={fieldRows(INSURED_FIELDS, insuredValues(insured))}>
              <Beneficiaries insured={insured} />
            </ConfirmCard>
          ))}
        </>
      )}
    </PageFrame>
  );
}

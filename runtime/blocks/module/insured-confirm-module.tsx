import { useAtomValue } from 'jotai';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { pageOrderByFormKey } from '../../order-flow/find-page';
import { asksRegion, dictTypesOf, findFormModule, personConfirmRows } from '../../order-flow/person-confirm-rows';
import { useDictionaries } from '../../order-flow/use-dictionaries';
import { useRegionTree } from '../../order-flow/use-region-tree';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { BeneficiaryRows } from '../shared/order-details/beneficiary-rows';
import { ConfirmCard } from '../shared/order-details/confirm-card';

const INSURED_KEY = 'insured';

type Options = readonly { readonly value: string; readonly label: string }[];

/** Every insured as entered, one card each (被保人1, 被保人2 ...), with 修改 back to the insured form. */
export default function InsuredConfirmModule({ module, attrs }: BlockProps<'insuredConfirmModule'>) {
  const { template, goToPage } = usePage();
  const values = useAtomValue(orderFormAtom);
  const form = findFormModule(template, INSURED_KEY);
  const dictionaries = useDictionaries(dictTypesOf(form, attrs.fields));
  const regions = useRegionTree(asksRegion(form, attrs.fields));
  const raw = values[INSURED_KEY];
  const insureds = (Array.isArray(raw) ? (raw as unknown[]) : [raw]).map(asRecord).filter((person) => person !== undefined);
  const relations = (form?.attrs as { holderRelationOptions?: Options } | undefined)?.holderRelationOptions;
  const editPage = pageOrderByFormKey(template, INSURED_KEY);
  const title = module.label || ORDER_MESSAGES.fieldLabels.insuredNames;
  return (
    <>
      {insureds.map((person, index) => (
        <ConfirmCard
          key={index}
          title={insureds.length > 1 ? `${title} · ${ORDER_MESSAGES.insuredTitle(index + 1)}` : title}
          rows={personConfirmRows({ form, fields: attrs.fields, regions, person, dictionaries, ...(relations ? { extraOptions: { holderRelation: relations } } : {}) })}
          editText={index === 0 ? attrs.editText : undefined}
          onEdit={editPage !== undefined ? () => goToPage(editPage) : undefined}
        >
          {attrs.showBeneficiaries ? <BeneficiaryRows list={person.beneficiaryList} /> : null}
        </ConfirmCard>
      ))}
    </>
  );
}

import { List } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { beneficiaryList as BENEFICIARY_DEFAULTS } from '../../../schema/generated/block-default-attrs.js';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { LEGAL_TYPE_VALUE } from '../../form/beneficiary-entries';
import { findModuleByComponent } from '../../order-flow/find-page';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { BeneficiaryRows } from '../shared/order-details/beneficiary-rows';
import { ConfirmCard } from '../shared/order-details/confirm-card';
import { useEditLink } from './use-edit-link';

type Relations = readonly { value: string; label: string }[];

/**
 * The death beneficiaries of each insured: 法定 for the legal heirs, else each one named with their
 * relation to the insured (as the template's beneficiary form names the relations), order and share.
 */
export default function BeneficiaryConfirm({ module, attrs }: BlockProps<'beneficiaryConfirm'>) {
  const values = useAtomValue(orderFormAtom);
  const { template } = usePage();
  const form = findModuleByComponent(template, 'beneficiaryList');
  const relations = (form?.attrs as { insuredRelationOptions?: Relations } | undefined)?.insuredRelationOptions ?? BENEFICIARY_DEFAULTS.insuredRelationOptions;
  const edit = useEditLink(attrs.editPageCode);
  const raw = values.insured;
  const insureds = (Array.isArray(raw) ? (raw as unknown[]) : [raw]).map(asRecord).filter((person) => person !== undefined);
  return (
    <ConfirmCard title={attrs.title || module.label} editText={attrs.editText} onEdit={edit}>
      {insureds.map((insured, index) => (
        <div key={index}>
          <List.Item style={{ color: 'var(--adm-color-weak)', fontSize: 13 }}>
            {`${ORDER_MESSAGES.insuredTitle(index + 1)}${typeof insured.name === 'string' ? ` ${insured.name}` : ''}`}
          </List.Item>
          <BeneficiaryRows
            list={insured.beneficiaryType === LEGAL_TYPE_VALUE ? [] : insured.beneficiaryList}
            legalText={attrs.legalText}
            showOrder={attrs.showOrder}
            showRatio={attrs.showRatio}
            relations={relations}
          />
        </div>
      ))}
    </ConfirmCard>
  );
}

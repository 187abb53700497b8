import { List } from 'antd-mobile';
import { ORDER_MESSAGES } from '../../../../shared/messages/order';
import { asRecord } from '../../../order/form-person';

/**
 * The beneficiaries of one insured: 法定 when none is named (the legal heirs), else each named one
 * with their order and share.
 */
export function BeneficiaryRows({ list, legalText, showOrder = true, showRatio = true }: {
  list: unknown;
  legalText?: string | undefined;
  showOrder?: boolean | undefined;
  showRatio?: boolean | undefined;
}) {
  const named = (Array.isArray(list) ? (list as unknown[]) : []).map(asRecord).filter((item) => item !== undefined);
  if (named.length === 0) {
    return <List.Item extra={legalText ?? ORDER_MESSAGES.legalBeneficiary}>{ORDER_MESSAGES.beneficiaryTitle}</List.Item>;
  }
  return (
    <>
      {named.map((item, index) => {
        const person = asRecord(item.person) ?? item;
        const parts = [
          showOrder && (item.benefitOrder ?? item.beneficiaryOrder) !== undefined ? `${ORDER_MESSAGES.beneficiaryOrder} ${String(item.benefitOrder ?? item.beneficiaryOrder)}` : undefined,
          showRatio && (item.benefitRatio ?? item.beneficiaryRatio) !== undefined ? `${ORDER_MESSAGES.beneficiaryRatio} ${String(item.benefitRatio ?? item.beneficiaryRatio)}%` : undefined,
        ].filter(Boolean);
        return (
          <List.Item key={index} description={parts.join(' · ')} extra={String(person.name ?? '')}>
            {ORDER_MESSAGES.beneficiaryTitle}
          </List.Item>
        );
      })}
    </>
  );
}

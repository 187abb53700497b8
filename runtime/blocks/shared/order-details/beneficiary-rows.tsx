import { List } from 'antd-mobile';
import { ORDER_MESSAGES } from '../../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../../shared/messages/screens';
import { asRecord } from '../../../order/form-person';

/** The relation of a beneficiary to the insured as read, by the labels given; the code itself when none fits. */
function relationText(item: Readonly<Record<string, unknown>>, relations: readonly { value: string; label: string }[]): string | undefined {
  const code = item.insuredRelation ?? item.insurantRelation;
  if (typeof code !== 'string' || code === '') return undefined;
  return `${SCREEN_MESSAGES.beneficiaryInsuredRelation} ${relations.find((option) => option.value === code)?.label ?? code}`;
}

/**
 * The beneficiaries of one insured: 法定 when none is named (the legal heirs), else each named one
 * with their order and share, and with `relations` their relation to the insured too (two 陈** of one
 * order are told apart by it).
 */
export function BeneficiaryRows({ list, legalText, showOrder = true, showRatio = true, relations }: {
  list: unknown;
  legalText?: string | undefined;
  showOrder?: boolean | undefined;
  showRatio?: boolean | undefined;
  /** The relation codes' labels: the beneficiary's relation to the insured shows when given. */
  relations?: readonly { value: string; label: string }[] | undefined;
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
          relations ? relationText(item, relations) : undefined,
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

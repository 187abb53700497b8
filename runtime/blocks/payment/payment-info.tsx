import { Form, Input, List, Selector } from 'antd-mobile';
import { useAtomValue, useStore } from 'jotai';
import { useEffect } from 'react';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { fetchApiQuery } from '../../api/api-queries';
import { useRuntime } from '../../app/runtime-context';
import { useDictionary } from '../../form/use-dictionary';
import { writeFormValue } from '../../health/write-form-value';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import { useFieldPath } from '../../template/form-scope';
import { usePage } from '../../template/page-context';
import { PickerField } from '../shared/fields/picker-field';
import type { BlockProps } from '../block-props';

const CARD_NUMBER = /^\d{12,19}$/;
const labels = ORDER_MESSAGES.fieldLabels;

function required(message: string) {
  return { validator: async (_rule: unknown, value: unknown) => {
    if (value === undefined || value === null || String(value).trim() === '') throw new Error(message);
  } };
}

/**
 * The account the premium is collected from (spec section 3, payment info): bank, payment method,
 * account name (the holder's own name when so configured, then locked) and card number, whose BIN
 * fills in the bank. The payment SMS code of `requireSmsCode` is asked on /confirmpay, where the order
 * exists that the code is bound to.
 */
export default function PaymentInfo({ module, attrs }: BlockProps<'paymentInfo'>) {
  const { api } = useRuntime();
  const { form } = usePage();
  const store = useStore();
  const base = useFieldPath(module.formKey ?? 'payment');
  const banks = useDictionary(attrs.bankDictType) ?? [];
  const holderName = asRecord(useAtomValue(orderFormAtom).policyHolder)?.name;
  const path = (field: string) => [...base, field];
  const defaultMethod = attrs.paymentMethods.find((method) => method.isDefault)?.value ?? attrs.paymentMethods[0]?.value;

  // The path is rebuilt each render from the same form key, so the effect keys on its text.
  const baseKey = JSON.stringify(base);
  useEffect(() => {
    const at = JSON.parse(baseKey) as (string | number)[];
    // Written through to the kept order values, which the order is submitted from.
    if (attrs.accountNameFromHolder && typeof holderName === 'string') writeFormValue(form, store, [...at, 'bankAccountName'], holderName);
  }, [attrs.accountNameFromHolder, holderName, form, store, baseKey]);

  async function lookUpBank(cardNumber: string) {
    const binNo = cardNumber.replace(/\s/g, '');
    if (!attrs.binLookup || !/^\d{6,19}$/.test(binNo)) return;
    try {
      const reply = await fetchApiQuery(api, 'queryBankBinInfo', undefined, { dictCode: 'BANK_CARD_BIN', binNo });
      if (reply.result?.bankCode) writeFormValue(form, store, [...base, 'bankCode'], reply.result.bankCode);
    } catch {
      // Unknown cards are fine: the buyer picks the bank.
    }
  }

  return (
    <List header={attrs.title || module.label} style={{ marginTop: 12 }}>
      <Form.Item name={path('paymentMethod')} label={labels.paymentMethod} initialValue={defaultMethod} rules={[required(VALIDATION_MESSAGES.pleaseSelect(labels.paymentMethod))]}>
        <MethodSelector options={attrs.paymentMethods} />
      </Form.Item>
      <Form.Item name={path('bankAccountName')} label={labels.bankAccountName} rules={[required(VALIDATION_MESSAGES.pleaseInput(labels.bankAccountName))]}>
        <Input disabled={attrs.accountNameFromHolder === true} placeholder={VALIDATION_MESSAGES.pleaseInput(labels.bankAccountName)} />
      </Form.Item>
      <Form.Item
        name={path('bankAccount')}
        label={labels.bankAccount}
        normalize={(value: unknown) => String(value ?? '').replace(/[^\d\s]/g, '')}
        rules={[
          required(VALIDATION_MESSAGES.pleaseInput(labels.bankAccount)),
          { validator: async (_rule, value: unknown) => {
            if (value && !CARD_NUMBER.test(String(value).replace(/\s/g, ''))) throw new Error(VALIDATION_MESSAGES.pattern);
          } },
        ]}
      >
        <Input type="tel" inputMode="numeric" maxLength={23} placeholder={attrs.accountPlaceholder} onBlur={(event) => void lookUpBank(event.target.value)} />
      </Form.Item>
      <Form.Item name={path('bankCode')} label={labels.bankName} rules={[required(VALIDATION_MESSAGES.pleaseSelect(labels.bankName))]}>
        <PickerField options={banks.map((bank) => ({ value: bank.value, label: bank.label }))} placeholder={VALIDATION_MESSAGES.pleaseSelect(labels.bankName)} title={labels.bankName} label={labels.bankName} />
      </Form.Item>
    </List>
  );
}

/** One payment method chosen; the form stores the value, antd-mobile's Selector works on lists. */
function MethodSelector({ value, onChange, options }: { value?: string; onChange?: (value: string) => void; options: readonly { value: string; label: string }[] }) {
  return (
    <Selector
      columns={2}
      value={value ? [value] : []}
      options={options.map((option) => ({ value: option.value, label: option.label }))}
      onChange={(list) => {
        if (list[0]) onChange?.(list[0]);
      }}
    />
  );
}

import { Button, Form, Input, Popup } from 'antd-mobile';
import { useEffect } from 'react';
import type { RuleSpec } from '../../../schema/template/rule-spec';
import { beneficiaryOrderProblem, beneficiaryRatioProblem } from '../../../shared/beneficiary/beneficiary-fields';
import { BENEFICIARY_RATIO_SUM } from '../../../shared/constants';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { rowError } from '../../form/row-rules';
import { useDictionary } from '../../form/use-dictionary';
import type { BlockProps } from '../block-props';
import { PickerField } from '../shared/fields/picker-field';

/** A designated beneficiary as the form keeps it (flat, as the shared beneficiary checks read it). */
export type BeneficiaryEntry = Readonly<Record<string, unknown>>;

type Attrs = BlockProps<'beneficiaryList'>['attrs'];

interface Props {
  readonly attrs: Attrs;
  readonly entry: BeneficiaryEntry | undefined;
  readonly visible: boolean;
  readonly onClose: () => void;
  readonly onSave: (entry: BeneficiaryEntry) => void;
}

const LABELS = ORDER_MESSAGES.fieldLabels;

/** What a row checks besides being filled and its rules: its own required text, and a check of the value. */
interface OwnCheck {
  readonly requiredMessage?: string;
  readonly check?: (value: unknown) => string | undefined;
}

const HEADER_BUTTON = { background: 'none', border: 0, padding: '4px 0', minWidth: 48, textAlign: 'left', fontSize: 15, color: 'var(--adm-color-primary)', cursor: 'pointer' } as const;

/**
 * The popup form of one designated beneficiary: name, certificate, relation, order and ratio, in the
 * spec's words (no name: 请填写完整的受益人信息; order a positive integer; ratio at most two decimals). 取消 in
 * its header (or a tap on the mask) closes it without saving: what was half entered is dropped, and
 * the form starts afresh the next time it opens.
 */
export function BeneficiaryEditor({ attrs, entry, visible, onClose, onSave }: Props) {
  const [form] = Form.useForm();
  const certTypes = useDictionary('certiType') ?? [];
  useEffect(() => {
    if (!visible) return;
    form.resetFields();
    form.setFieldsValue({ certiType: 'I', ...(entry ?? {}) });
  }, [visible, entry, form]);
  // Every row is required; then the beneficiary's own check (order, ratio) in the spec's words, then the row's rules.
  const rule = (label: string, kind: 'input' | 'select', specs: RuleSpec[] = [], own: OwnCheck = {}) => [
    {
      validator: async (_rule: unknown, value: unknown) => {
        const input = { required: true, label, kind, values: form.getFieldsValue(true) as Record<string, unknown>, requiredMessage: own.requiredMessage };
        const error = rowError(value, { ...input, rules: [] }) ?? own.check?.(value) ?? rowError(value, { ...input, rules: specs });
        if (error) throw new Error(error);
      },
    },
  ];
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} bodyStyle={{ borderTopLeftRadius: 12, borderTopRightRadius: 12, maxHeight: '85vh', overflowY: 'auto' }}>
      <div style={{ position: 'sticky', top: 0, zIndex: 1, display: 'flex', alignItems: 'center', padding: '10px 16px', background: '#fff', borderBottom: '1px solid #f0f0f0' }}>
        <button type="button" onClick={onClose} style={HEADER_BUTTON}>
          {FLOW_MESSAGES.cancel}
        </button>
        <div style={{ flex: 1, fontSize: 16, fontWeight: 600, textAlign: 'center' }}>{attrs.popupTitle ?? ORDER_MESSAGES.beneficiaryTitle}</div>
        <span aria-hidden style={{ minWidth: 48 }} />
      </div>
      <Form
        form={form}
        layout="horizontal"
        onFinish={(values: Record<string, unknown>) => onSave(values)}
        footer={
          <Button block type="submit" color="primary" shape="rounded">
            {FLOW_MESSAGES.confirm}
          </Button>
        }
      >
        <Form.Item name="name" label={LABELS.name} rules={rule(LABELS.name, 'input', [{ rule: 'name' }], { requiredMessage: VALIDATION_MESSAGES.beneficiaryIncomplete })}>
          <Input placeholder={SCREEN_MESSAGES.smartInputPlaceholder} maxLength={30} />
        </Form.Item>
        <Form.Item name="certiType" label={LABELS.certiType} rules={rule(LABELS.certiType, 'select')}>
          <PickerField options={certTypes} placeholder={FLOW_MESSAGES.pleaseSelect} label={LABELS.certiType} />
        </Form.Item>
        <Form.Item name="certiNo" label={LABELS.certiNo} rules={rule(LABELS.certiNo, 'input', [{ rule: 'certificate', value: 'certiType' }])}>
          <Input placeholder={SCREEN_MESSAGES.smartInputPlaceholder} maxLength={18} />
        </Form.Item>
        <Form.Item name="insuredRelation" label={SCREEN_MESSAGES.beneficiaryInsuredRelation} rules={rule(SCREEN_MESSAGES.beneficiaryInsuredRelation, 'select')}>
          <PickerField options={attrs.insuredRelationOptions} placeholder={FLOW_MESSAGES.pleaseSelect} label={SCREEN_MESSAGES.beneficiaryInsuredRelation} />
        </Form.Item>
        {attrs.showOrder !== false && (
          <Form.Item name="benefitOrder" label={ORDER_MESSAGES.beneficiaryOrder} rules={rule(ORDER_MESSAGES.beneficiaryOrder, 'input', [], { check: beneficiaryOrderProblem })}>
            <Input placeholder={SCREEN_MESSAGES.smartInputPlaceholder} inputMode="numeric" maxLength={2} />
          </Form.Item>
        )}
        {attrs.showRatio !== false && (
          <Form.Item name="benefitRatio" label={ORDER_MESSAGES.beneficiaryRatio} extra="%" rules={rule(ORDER_MESSAGES.beneficiaryRatio, 'input', [{ rule: 'max', value: BENEFICIARY_RATIO_SUM }], { check: beneficiaryRatioProblem })}>
            <Input placeholder={SCREEN_MESSAGES.smartInputPlaceholder} inputMode="decimal" maxLength={6} />
          </Form.Item>
        )}
      </Form>
    </Popup>
  );
}

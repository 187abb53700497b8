import { Button, Form, Input, Popup } from 'antd-mobile';
import { useEffect } from 'react';
import type { RuleSpec } from '../../../schema/template/rule-spec';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
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

const HEADER_BUTTON = { background: 'none', border: 0, padding: '4px 0', minWidth: 48, textAlign: 'left', fontSize: 15, color: 'var(--adm-color-primary)', cursor: 'pointer' } as const;

/**
 * The popup form of one designated beneficiary: name, certificate, relation, order and ratio. 取消 in
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
  const rule = (label: string, kind: 'input' | 'select', specs: RuleSpec[] = []) => [
    {
      validator: async (_rule: unknown, value: unknown) => {
        const error = rowError(value, { rules: specs, required: true, label, kind, values: form.getFieldsValue(true) as Record<string, unknown> });
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
        <Form.Item name="name" label={LABELS.name} rules={rule(LABELS.name, 'input', [{ rule: 'name' }])}>
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
          <Form.Item name="benefitOrder" label={ORDER_MESSAGES.beneficiaryOrder} rules={rule(ORDER_MESSAGES.beneficiaryOrder, 'input', [{ rule: 'int' }, { rule: 'min', value: 1 }])}>
            <Input placeholder={SCREEN_MESSAGES.smartInputPlaceholder} inputMode="numeric" maxLength={2} />
          </Form.Item>
        )}
        {attrs.showRatio !== false && (
          <Form.Item name="benefitRatio" label={ORDER_MESSAGES.beneficiaryRatio} extra="%" rules={rule(ORDER_MESSAGES.beneficiaryRatio, 'input', [{ rule: 'number' }, { rule: 'min', value: 0 }, { rule: 'max', value: 100 }])}>
            <Input placeholder={SCREEN_MESSAGES.smartInputPlaceholder} inputMode="decimal" maxLength={6} />
          </Form.Item>
        )}
      </Form>
    </Popup>
  );
}

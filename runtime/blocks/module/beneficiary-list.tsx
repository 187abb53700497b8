import { Button, Form, Radio, Space } from 'antd-mobile';
import { useState } from 'react';
import { toText } from '../../../shared/rules/rule-value';
import { validateBeneficiaries } from '../../../shared/beneficiary/validate-beneficiaries';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { DESIGNATED_TYPE_VALUE, LEGAL_TYPE_VALUE, removeEntry, saveEntry, type Entry } from '../../form/beneficiary-entries';
import { initialCount } from '../../form/repeat-list';
import { useSetFields } from '../../form/use-set-fields';
import { useWatchField } from '../../form/use-watch-field';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { BeneficiaryEditor } from './beneficiary-editor';
import { FormCard } from './form-card';
import { DeleteEntry } from './repeat-actions';

type Attrs = BlockProps<'beneficiaryList'>['attrs'];

/** The designated beneficiaries of one insured: summaries to edit or delete, and the add button. */
function EntryList({ value, attrs, onEdit, onDelete, onAdd }: { value?: unknown; attrs: Attrs; onEdit: (index: number) => void; onDelete: (index: number) => void; onAdd: () => void }) {
  const list = Array.isArray(value) ? (value as Entry[]) : [];
  return (
    <div>
      {list.map((entry, index) => (
        <div key={index} style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', padding: '6px 0', borderBottom: '1px solid #f5f5f5' }}>
          <button type="button" onClick={() => onEdit(index)} style={{ flex: 1, textAlign: 'left', background: 'none', border: 'none', padding: 0, fontSize: 14, color: '#333' }}>
            {`${toText(entry.name)} ${SCREEN_MESSAGES.beneficiarySummary(toText(entry.benefitOrder), toText(entry.benefitRatio))}`}
          </button>
          <DeleteEntry text={SCREEN_MESSAGES.deleteEntry} confirm={attrs.confirmDelete} onDelete={() => onDelete(index)} />
        </div>
      ))}
      {list.length < attrs.maxCount && (
        <Button size="small" fill="none" color="primary" onClick={onAdd} style={{ paddingLeft: 0 }}>
          {`+ ${attrs.addText ?? SCREEN_MESSAGES.addEntry}`}
        </Button>
      )}
    </div>
  );
}

/** One insured's beneficiaries: legal, or a designated list checked by the shared beneficiary rules. */
function InsuredBeneficiaries({ index, attrs, title }: { index: number; attrs: Attrs; title: string }) {
  const typePath = ['insured', index, 'beneficiaryType'];
  const listPath = ['insured', index, 'beneficiaryList'];
  const type = useWatchField(typePath);
  const list = useWatchField(listPath);
  const setFields = useSetFields();
  const { form } = usePage();
  const [editing, setEditing] = useState<number | undefined>(undefined);
  // The list is checked when the page is (validateTrigger none): once it has shown a problem
  // (未添加受益人), every change checks it again, so a fixed list no longer shows it.
  const writeList = (next: unknown) => {
    setFields([[listPath, next]]);
    if (form.getFieldError(listPath).length > 0) void form.validateFields([listPath]).catch(() => undefined);
  };
  const typeValue = (kind: 'legal' | 'designated') => (kind === 'legal' ? LEGAL_TYPE_VALUE : DESIGNATED_TYPE_VALUE);
  const designated = type === DESIGNATED_TYPE_VALUE;
  const entries = Array.isArray(list) ? (list as Entry[]) : [];
  return (
    <FormCard title={title}>
      <Form.Item name={typePath} label={ORDER_MESSAGES.beneficiaryTitle} initialValue={typeValue(attrs.defaultType ?? attrs.beneficiaryTypes[0] ?? 'legal')}>
        <Radio.Group>
          <Space>
            {attrs.beneficiaryTypes.map((kind) => (
              <Radio key={kind} value={typeValue(kind)}>
                {kind === 'legal' ? (attrs.legalText ?? ORDER_MESSAGES.legalBeneficiary) : (attrs.designatedText ?? SCREEN_MESSAGES.designatedBeneficiary)}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      </Form.Item>
      <Form.Item
        name={listPath}
        hidden={!designated}
        validateTrigger={[]}
        rules={[{ validator: async (_rule, value) => {
          const error = validateBeneficiaries(Array.isArray(value) ? (value as Entry[]) : [], toText(type));
          if (error) throw new Error(error);
        } }]}
      >
        <EntryList
          attrs={attrs}
          onAdd={() => setEditing(entries.length)}
          onEdit={setEditing}
          onDelete={(at) => writeList(removeEntry(list, at))}
        />
      </Form.Item>
      <BeneficiaryEditor
        attrs={attrs}
        entry={editing === undefined ? undefined : entries[editing]}
        visible={editing !== undefined}
        onClose={() => setEditing(undefined)}
        onSave={(entry) => {
          if (editing !== undefined) writeList(saveEntry(list, editing, entry, attrs.showOrder !== false));
          setEditing(undefined);
        }}
      />
    </FormCard>
  );
}

/**
 * Death beneficiaries, one group per insured: legal, or designated ones entered in a popup form (at
 * most maxCount, order a positive whole number, ratios of one order summing to 100).
 */
export default function BeneficiaryList({ module, attrs }: BlockProps<'beneficiaryList'>) {
  const insured = useWatchField(['insured']);
  const count = initialCount(insured, 1, Number.MAX_SAFE_INTEGER);
  return (
    <>
      {Array.from({ length: count }, (_unused, index) => (
        <InsuredBeneficiaries key={index} index={index} attrs={attrs} title={count > 1 ? `${module.label}（${ORDER_MESSAGES.insuredTitle(index + 1)}）` : module.label} />
      ))}
    </>
  );
}

import { CascadePicker, Dialog, Form } from 'antd-mobile';
import { useMemo, useState } from 'react';
import type { OccupationNode } from '../../../schema/entities/occupation-node';
import { FLOW_MESSAGES } from '../../../shared/messages/flow';
import { ApiError } from '../../api/api-error';
import { useRuntime } from '../../app/runtime-context';
import { findCodePath, nodePath, occupationOptions, regionOptions, type CascadeOption } from '../../form/cascade-options';
import { useRowControl } from '../../form/row-control';
import { useCascadeTree } from '../../form/use-cascade-tree';
import { useFormRow } from '../../form/use-form-row';
import { useSetFields } from '../../form/use-set-fields';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { FieldTrigger } from '../shared/fields/field-trigger';
import { OCCUPATION_WHEEL_CLASS } from '../../theme/occupation-wheel';

type Attrs = BlockProps<'cascadePickerItem'>['attrs'];

/** Custom options in the picker's shape (they are already label / value / children). */
function customOptions(attrs: Attrs): CascadeOption[] {
  return (attrs.options ?? []).map((one) => ({
    label: one.label,
    value: one.value,
    ...(one.children ? { children: one.children.map((two) => ({ label: two.label, value: two.value, ...(two.children ? { children: two.children.map((three) => ({ label: three.label, value: three.value })) } : {}) })) } : {}),
  }));
}

/** Names along a code path of plain options, for custom trees. */
function optionNames(options: readonly CascadeOption[], codes: readonly string[]): string[] {
  const path = nodePath(options.map(function toNode(option): { code: string; name: string; children?: ReturnType<typeof toNode>[] } {
    return { code: option.value, name: option.label, ...(option.children ? { children: option.children.map(toNode) } : {}) };
  }), codes);
  return path.map((node) => node.name);
}

interface FieldProps {
  readonly value?: unknown;
  readonly onChange?: (value: unknown) => void;
  readonly module: BlockProps<'cascadePickerItem'>['module'];
  readonly attrs: Attrs;
  readonly scope: readonly (string | number)[];
  readonly disabled: boolean;
}

/** The picker and its face; Form.Item feeds the stored value and takes the chosen one. */
function CascadeField({ value, onChange, module, attrs, scope, disabled }: FieldProps) {
  const control = useRowControl();
  const { form, template } = usePage();
  const { api, query } = useRuntime();
  const setFields = useSetFields();
  const tree = useCascadeTree(attrs.source);
  const [visible, setVisible] = useState(false);
  const allowed = attrs.allowedOccupationCategories ?? control.allowedOccupationCategories;
  const options = useMemo<CascadeOption[]>(() => {
    if (attrs.source === 'custom') return customOptions(attrs);
    if (!tree) return [];
    return tree.source === 'region' ? regionOptions(tree.nodes, attrs.columns ?? 3) : occupationOptions(tree.nodes, allowed);
  }, [attrs, tree, allowed]);

  const occupationNodes = tree?.source === 'occupation' ? tree.nodes : [];
  const codes = attrs.source === 'occupation'
    ? (typeof value === 'string' ? (findCodePath<OccupationNode>(occupationNodes, value) ?? []) : [])
    : (Array.isArray(value) ? value.filter((code): code is string => typeof code === 'string') : []);
  const names = tree ? nodePath<{ code: string; name: string }>(tree.nodes, codes).map((node) => node.name) : optionNames(options, codes);
  const storedName: unknown = attrs.source === 'occupation' ? form.getFieldValue([...scope, 'occupationName']) : undefined;
  const text = attrs.source === 'occupation' ? (names.at(-1) ?? (typeof storedName === 'string' ? storedName : undefined)) : names.length > 0 ? names.join(' ') : undefined;

  const choose = async (picked: readonly unknown[]) => {
    const path = picked.filter((code): code is string => typeof code === 'string');
    if (attrs.source !== 'occupation') {
      onChange?.(path);
      return;
    }
    const leaf = nodePath<OccupationNode>(occupationNodes, path).at(-1);
    if (!leaf || leaf.children?.length) return;
    const goodsId = query.params.goodsId ?? template.goodsId;
    if (goodsId) {
      try {
        await api.call('checkOccupationCategoryLimit', { checkValue: leaf.code, metaInsureFactorCode: 'occupation', metaInsureFactorType: 'insured', goodsId });
      } catch (error) {
        // The product refuses this occupation (or the check could not be made): say why in the
        // 温馨提示 alert alone, the call being muted so no toast repeats it, and keep the row empty.
        if (error instanceof ApiError) await Dialog.alert({ title: FLOW_MESSAGES.friendlyReminder, content: error.message });
        return;
      }
    }
    setFields([
      [[...scope, 'occupationName'], leaf.name],
      [[...scope, 'occupationCategory'], leaf.occupationCategory],
    ]);
    onChange?.(leaf.code);
  };

  return (
    <>
      <FieldTrigger text={text} placeholder={attrs.placeholder ?? FLOW_MESSAGES.pleaseSelect} disabled={disabled} label={module.label} onOpen={() => setVisible(true)} />
      <CascadePicker
        title={attrs.popupTitle ?? module.label}
        options={options}
        visible={visible}
        value={codes}
        onClose={() => setVisible(false)}
        onConfirm={(picked) => void choose(picked)}
        // Occupation names are long: their rows wrap rather than end in an ellipsis.
        {...(attrs.source === 'occupation' ? { className: OCCUPATION_WHEEL_CLASS } : {})}
      />
    </>
  );
}

/**
 * A cascade row: the 3-column region picker (value: province, city, district codes), the occupation
 * picker limited to the allowed categories then checked by the server (value: the occupation code,
 * its name and category stored beside it), or a custom option tree.
 */
export default function CascadePickerItem({ module, attrs }: BlockProps<'cascadePickerItem'>) {
  const row = useFormRow(module, attrs, 'select');
  return (
    <Form.Item {...row.itemProps}>
      <CascadeField module={module} attrs={attrs} scope={row.scope} disabled={row.disabled} />
    </Form.Item>
  );
}

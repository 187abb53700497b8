import { CascadePicker } from 'antd-mobile';
import { useState } from 'react';
import { nodePath, regionOptions } from '../../form/cascade-options';
import { useCascadeTree } from '../../form/use-cascade-tree';
import { FieldTrigger } from '../shared/fields/field-trigger';

/** The names of a stored region code path (province, city, district), or undefined while unknown. */
export function useRegionText(codes: unknown): string | undefined {
  const tree = useCascadeTree('region');
  if (!Array.isArray(codes) || codes.length === 0 || tree?.source !== 'region') return undefined;
  const names = nodePath(tree.nodes, codes.map(String)).map((node) => node.name);
  return names.length > 0 ? names.join(' ') : undefined;
}

/** A province-city-district picker row (three columns); Form.Item feeds the code path and onChange. */
export function RegionField({ value, onChange, placeholder, label }: { value?: string[]; onChange?: (codes: string[]) => void; placeholder: string; label: string }) {
  const tree = useCascadeTree('region');
  const [visible, setVisible] = useState(false);
  const text = useRegionText(value);
  const options = tree?.source === 'region' ? regionOptions(tree.nodes, 3) : [];
  return (
    <>
      <FieldTrigger text={text} placeholder={placeholder} label={label} onOpen={() => setVisible(true)} />
      <CascadePicker
        title={label}
        options={options}
        visible={visible}
        value={value ?? []}
        onClose={() => setVisible(false)}
        onConfirm={(codes) => onChange?.(codes.filter((code): code is string => typeof code === 'string'))}
      />
    </>
  );
}

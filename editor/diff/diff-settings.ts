import type { TemplateConfig } from '../../schema/template/template-config';
import type { DiffEntry } from './diff-entry';
import { TEMPLATE_SETTING_KEYS, type TemplateSettingKey } from './template-setting-keys';

function settingValue(template: TemplateConfig, key: TemplateSettingKey): unknown {
  if (key === 'holderType') return template.fields?.holderType;
  // Absent means on: a template that never named the setting records.
  if (key === 'salesRecording') return template.salesRecording !== false;
  return template[key];
}

/** Template-wide settings that differ: theme colour, category, goods and channel ids, holder type. */
export function diffSettings(before: TemplateConfig, after: TemplateConfig): DiffEntry[] {
  return TEMPLATE_SETTING_KEYS.flatMap((setting): DiffEntry[] => {
    const old = settingValue(before, setting);
    const now = settingValue(after, setting);
    if (old === now || ((old ?? '') === '' && (now ?? '') === '')) return [];
    return [{ kind: 'settingChanged', setting, ...(old === undefined ? {} : { before: old }), ...(now === undefined ? {} : { after: now }) }];
  });
}

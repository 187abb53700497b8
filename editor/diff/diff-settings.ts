import type { TemplateConfig } from '../../schema/template/template-config';
import type { DiffEntry } from './diff-entry';
import { TEMPLATE_SETTING_KEYS, type TemplateSettingKey } from './template-setting-keys';

function settingValue(template: TemplateConfig, key: TemplateSettingKey): unknown {
  return key === 'holderType' ? template.fields?.holderType : template[key];
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

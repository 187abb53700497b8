import type { TemplateConfig } from '../../../schema/template/template-config';
import { OPTIONAL_SETTINGS, type TemplateSettings } from '../template-settings';

export interface SetTemplateSettingsArgs {
  /** Only the settings present are changed; an optional one set to undefined or "" is removed. */
  readonly settings: Partial<TemplateSettings>;
}

function withHolderType(template: TemplateConfig, holderType: TemplateSettings['holderType']): TemplateConfig {
  const { holderType: _old, ...fields } = template.fields ?? {};
  const { fields: _oldFields, ...rest } = template;
  const nextFields = holderType === undefined ? fields : { ...fields, holderType };
  return Object.keys(nextFields).length === 0 ? rest : { ...rest, fields: nextFields };
}

/** Changes template settings: theme colour, insurance category, goods and channel ids, sales recording, holder type. */
export function setTemplateSettings(template: TemplateConfig, { settings }: SetTemplateSettingsArgs): TemplateConfig {
  let next: TemplateConfig = { ...template };
  if (settings.themeColor !== undefined) next.themeColor = settings.themeColor;
  if (settings.insuranceCategory !== undefined) next.insuranceCategory = settings.insuranceCategory;
  for (const key of OPTIONAL_SETTINGS) {
    if (!(key in settings)) continue;
    const value = settings[key];
    if (value === undefined || value === '') delete next[key];
    else next[key] = value;
  }
  // Recording is on unless the template says false: turned back on, the setting leaves the template.
  if ('salesRecording' in settings) {
    if (settings.salesRecording === false) next.salesRecording = false;
    else delete next.salesRecording;
  }
  if ('holderType' in settings) next = withHolderType(next, settings.holderType);
  const changed = (Object.keys({ ...template, ...next }) as (keyof TemplateConfig)[]).some(
    (key) => JSON.stringify(template[key]) !== JSON.stringify(next[key]),
  );
  return changed ? next : template;
}

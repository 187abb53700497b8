/** The template-wide settings a diff reports, in the order the settings panel shows them. */
export const TEMPLATE_SETTING_KEYS = [
  'themeColor',
  'insuranceCategory',
  'goodsId',
  'goodsName',
  'channelId',
  'channelGoodsId',
  'holderType',
  'salesRecording',
  'schemaVersion',
] as const;

export type TemplateSettingKey = (typeof TEMPLATE_SETTING_KEYS)[number];

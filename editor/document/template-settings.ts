import type { TemplateConfig } from '../../schema/template/template-config';

/** The template-wide settings the settings panel edits (everything but the pages and the format version). */
export type TemplateSettings = Pick<
  TemplateConfig,
  'themeColor' | 'insuranceCategory' | 'goodsId' | 'goodsName' | 'channelId' | 'channelGoodsId' | 'partnerPurchaseUserMarker' | 'salesRecording'
> & { readonly holderType?: NonNullable<TemplateConfig['fields']>['holderType'] };

/** The optional settings: an empty value removes them from the template rather than storing `""`. */
export const OPTIONAL_SETTINGS = ['goodsId', 'goodsName', 'channelId', 'channelGoodsId', 'partnerPurchaseUserMarker'] as const;

import { StringEnum } from '../string-enum';
import { localTitle, type CatalogueLocale } from './catalogue-locale';

/** Palette groups, in the order the editor shows them. */
export const BLOCK_CATEGORIES = [
  'module',
  'form',
  'layout',
  'product',
  'premium',
  'health',
  'verify',
  'confirm',
  'payment',
  'result',
  'benefit',
  'marketing',
] as const;

export type BlockCategory = (typeof BLOCK_CATEGORIES)[number];

export const BlockCategorySchema = StringEnum(BLOCK_CATEGORIES);

/** Chinese palette titles of the categories. */
export const BLOCK_CATEGORY_TITLES: Record<BlockCategory, string> = {
  module: '业务模块',
  form: '表单项',
  layout: '布局与容器',
  product: '产品与方案',
  premium: '保费',
  health: '健康告知',
  verify: '验证与签名',
  confirm: '信息确认',
  payment: '支付',
  result: '结果与订单',
  benefit: '利益演示',
  marketing: '营销与展示',
};

/** English palette titles of the categories, for the editor's English interface. */
export const BLOCK_CATEGORY_TITLES_EN: Record<BlockCategory, string> = {
  module: 'Business modules',
  form: 'Form rows',
  layout: 'Layout and containers',
  product: 'Product and plans',
  premium: 'Premium',
  health: 'Health notice',
  verify: 'Verification and signature',
  confirm: 'Confirmation',
  payment: 'Payment',
  result: 'Result and order',
  benefit: 'Benefit illustration',
  marketing: 'Marketing and display',
};

/** The palette title of a category in one language. */
export function categoryTitle(category: BlockCategory, locale: CatalogueLocale): string {
  return localTitle({ title: BLOCK_CATEGORY_TITLES[category], titleEn: BLOCK_CATEGORY_TITLES_EN[category] }, locale);
}

import { StringEnum } from '../../../string-enum';

/**
 * What a bottom button does: go to the next page, confirm the current page (validate and call nextStep),
 * jump to a page by pageCode, open a url, or submit the order.
 */
export const PAGE_BUTTON_ACTIONS = ['next', 'confirm', 'jumpToPage', 'jumpToUrl', 'submit'] as const;

export const PageButtonActionSchema = StringEnum(PAGE_BUTTON_ACTIONS, {
  title: '按钮动作',
  titleEn: 'Button action',
  description: 'next 下一页 / confirm 确认 / jumpToPage 跳转页面 / jumpToUrl 跳转链接 / submit 提交订单',
  descriptionEn: 'next next page / confirm confirm / jumpToPage go to a page / jumpToUrl open a link / submit submit the order',
});

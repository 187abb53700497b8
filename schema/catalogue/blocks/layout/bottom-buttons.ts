import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { PageButtonActionSchema } from './page-button-action';

export const bottomButtons = defineBlock({
  component: 'bottomButtons',
  title: '底部按钮',
  titleEn: 'Bottom buttons',
  description: '固定在页面底部的按钮组，可下一步、确认、跳转页面、跳转链接或提交订单',
  descriptionEn: 'Buttons fixed at the bottom of the page: next, confirm, go to a page, open a link or submit the order',
  category: 'layout',
  icon: 'VerticalAlignBottomOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    buttons: Type.Array(
      Type.Object(
        {
          text: Type.String({ title: '按钮文字', titleEn: 'Button text' }),
          action: PageButtonActionSchema,
          style: Type.Optional(StringEnum(['primary', 'default', 'ghost'], { title: '按钮样式', titleEn: 'Button style' })),
          pageCode: Type.Optional(Type.String({
            title: '目标页面编码',
            titleEn: 'Target page code',
            description: 'jumpToPage 时必填',
            descriptionEn: 'Required for jumpToPage',
          })),
          url: Type.Optional({
            ...UrlSchema,
            title: '跳转地址',
            titleEn: 'Link address',
            description: 'jumpToUrl 时必填',
            descriptionEn: 'Required for jumpToUrl',
          }),
          buttonCode: Type.Optional(Type.String({
            title: '按钮编码',
            titleEn: 'Button code',
            description: '随订单提交的 buttonCode',
            descriptionEn: 'The buttonCode submitted with the order',
          })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 3, title: '按钮', titleEn: 'Buttons' },
    ),
  }),
  defaultAttrs: { buttons: [{ text: '下一步', action: 'next', style: 'primary' }] },
});

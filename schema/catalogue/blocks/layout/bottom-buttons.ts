import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { PageButtonActionSchema } from './page-button-action';

export const bottomButtons = defineBlock({
  component: 'bottomButtons',
  title: '底部按钮',
  description: '固定在页面底部的按钮组，可下一步、确认、跳转页面、跳转链接或提交订单',
  category: 'layout',
  icon: 'VerticalAlignBottomOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    buttons: Type.Array(
      Type.Object(
        {
          text: Type.String({ title: '按钮文字' }),
          action: PageButtonActionSchema,
          style: Type.Optional(StringEnum(['primary', 'default', 'ghost'], { title: '按钮样式' })),
          pageCode: Type.Optional(Type.String({ title: '目标页面编码', description: 'jumpToPage 时必填' })),
          url: Type.Optional({ ...UrlSchema, title: '跳转地址', description: 'jumpToUrl 时必填' }),
          buttonCode: Type.Optional(Type.String({ title: '按钮编码', description: '随订单提交的 buttonCode' })),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 3, title: '按钮' },
    ),
  }),
  defaultAttrs: { buttons: [{ text: '下一步', action: 'next', style: 'primary' }] },
});

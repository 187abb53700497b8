import { Type } from '@sinclair/typebox';

/** Attrs every confirmation block shares: its heading, a way back to edit, and masking of personal data. */
export const confirmAttrs = {
  title: Type.String({ title: '标题', titleEn: 'Title' }),
  editPageCode: Type.Optional(
    Type.String({
      title: '修改跳转页',
      titleEn: 'Page to edit on',
      description: '填写后显示 修改 入口，点击回到该 pageCode 的页面',
      descriptionEn: 'When set, shows an edit link that goes back to the page with this pageCode',
    }),
  ),
  editText: Type.Optional(Type.String({ title: '修改入口文字', titleEn: 'Edit link text' })),
  maskSensitive: Type.Optional(Type.Boolean({ title: '证件号、手机号脱敏展示', titleEn: 'Mask ID and phone numbers' })),
};

import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';

/** A clause link as the spec describes it (code, label, isDefault, clauseUrl). */
const AgreementClauseSchema = Type.Object(
  {
    code: Type.Optional(Type.String({ title: '条款编码', titleEn: 'Clause code' })),
    label: Type.String({ title: '条款名称', titleEn: 'Clause name' }),
    clauseUrl: { ...UrlSchema, title: '条款地址', titleEn: 'Clause address' },
    isDefault: Type.Optional(Type.Boolean({ title: '默认展示', titleEn: 'Shown by default' })),
  },
  { additionalProperties: false, title: '条款', titleEn: 'Clauses' },
);

export const clauseAgreement = defineBlock({
  component: 'clauseAgreement',
  title: '条款确认勾选',
  titleEn: 'Clause agreement',
  description: '勾选同意条款和投保须知，条款名可点击阅读；未勾选时提交提示 请仔细阅读并勾选投保须知',
  descriptionEn: 'A checkbox to agree to the clauses and purchase notice, whose names open them; submitting without ticking it asks the buyer to read and tick',
  category: 'product',
  icon: 'CheckSquareOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    prefixText: Type.String({ title: '勾选文字', titleEn: 'Checkbox text' }),
    clauses: Type.Optional(
      Type.Array(AgreementClauseSchema, {
        title: '条款链接',
        titleEn: 'Clause links',
        description: '为空时按当前方案查询条款',
        descriptionEn: "When empty, the current plan's clauses are fetched",
      }),
    ),
    suffixText: Type.Optional(Type.String({ title: '条款后文字', titleEn: 'Text after the clauses' })),
    uncheckedMessage: Type.Optional(Type.String({ title: '未勾选提示', titleEn: 'Message when not ticked' })),
    defaultChecked: Type.Optional(Type.Boolean({ title: '默认勾选', titleEn: 'Ticked by default' })),
  }),
  defaultAttrs: {
    prefixText: '我已阅读并同意',
    suffixText: '，并确认投保信息真实有效',
    uncheckedMessage: '请仔细阅读并勾选投保须知',
    defaultChecked: false,
  },
});

import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { DataSourceSchema, repeatableAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { BENEFICIARY_MAX, BENEFICIARY_RATIO_SUM } from '../../../entities/beneficiary';

export const beneficiaryList = defineBlock({
  component: 'beneficiaryList',
  title: '身故受益人',
  titleEn: 'Death beneficiaries',
  description:
    `每位被保人一组受益人：法定或指定；指定受益人在弹层表单中填写，最多 ${BENEFICIARY_MAX} 位，顺序为正整数，比例最多两位小数且合计 ${BENEFICIARY_RATIO_SUM}`,
  descriptionEn:
    `One set of beneficiaries per insured, statutory or designated; designated ones are entered in a popup form, up to ${BENEFICIARY_MAX}, their order a positive whole number and their shares with at most two decimals adding up to ${BENEFICIARY_RATIO_SUM}`,
  category: 'module',
  icon: 'ContactsOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...repeatableAttrs,
    maxCount: Type.Integer({ minimum: 1, maximum: BENEFICIARY_MAX, title: '每位被保人最多受益人数', titleEn: 'Maximum beneficiaries per insured' }),
    beneficiaryTypes: Type.Array(
      StringEnum(['legal', 'designated'], {
        title: '受益人类型',
        titleEn: 'Beneficiary type',
        description: 'legal 法定，designated 指定',
        descriptionEn: 'legal statutory; designated designated',
      }),
      { title: '可选受益人类型', titleEn: 'Beneficiary types offered', minItems: 1, maxItems: 2 },
    ),
    defaultType: Type.Optional(
      StringEnum(['legal', 'designated'], {
        title: '默认受益人类型',
        titleEn: 'Default beneficiary type',
        description: 'legal 法定，designated 指定',
        descriptionEn: 'legal statutory; designated designated',
      }),
    ),
    legalText: Type.Optional(Type.String({ title: '法定文字', titleEn: 'Statutory text' })),
    designatedText: Type.Optional(Type.String({ title: '指定文字', titleEn: 'Designated text' })),
    insuredRelationOptions: DataSourceSchema,
    popupTitle: Type.Optional(Type.String({ title: '弹层标题', titleEn: 'Popup title' })),
    showOrder: Type.Optional(Type.Boolean({ title: '填写受益顺序', titleEn: 'Ask for the beneficiary order' })),
    showRatio: Type.Optional(Type.Boolean({ title: '填写受益比例', titleEn: 'Ask for the beneficiary share' })),
  }),
  defaultAttrs: {
    maxCount: 5,
    addText: '添加受益人',
    confirmDelete: true,
    beneficiaryTypes: ['legal', 'designated'],
    defaultType: 'legal',
    legalText: '法定',
    designatedText: '指定',
    insuredRelationOptions: [
      { value: 'SPOUSE', label: '配偶' },
      { value: 'CHILD', label: '子女' },
      { value: 'PARENT', label: '父母' },
    ],
    popupTitle: '受益人信息',
    showOrder: true,
    showRatio: true,
  },
});

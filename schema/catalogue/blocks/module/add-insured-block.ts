import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { repeatableAttrs } from '../../common-attrs';

export const addInsuredBlock = defineBlock({
  component: 'addInsuredBlock',
  title: '增减被保人',
  titleEn: 'Add or remove insured',
  description:
    '试算中添加或删除被保人：最多添加至上限人数，删除前弹出 操作确认 / 确认删除? 并移除该被保人的表单值；人数上下限以所选方案的最多 / 最少被保人数为准（方案未设置时用本块设置），换到上限更低的方案时已填的被保人保留并提示 被保人数量不能超过N人，删减到上限内才能继续',
  descriptionEn:
    "Adds or removes insured persons in the quote: up to the maximum, confirming before removing one with its form values; the limits come from the chosen plan's maximum / minimum insured (or this block when the plan sets none); after switching to a plan with a lower maximum, the insured already entered stay and the buyer is told to remove some before continuing",
  category: 'module',
  icon: 'PlusCircleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...repeatableAttrs,
    maxCount: Type.Integer({
      minimum: 1,
      title: '最多被保人数',
      titleEn: 'Maximum insured',
      description: '方案设置了最多人数时以方案为准',
      descriptionEn: "The plan's maximum wins when it sets one",
    }),
    minCount: Type.Optional(Type.Integer({
      minimum: 1,
      title: '最少被保人数',
      titleEn: 'Minimum insured',
      description: '缺省为 1；方案设置了最少人数时以方案为准',
      descriptionEn: "1 when empty; the plan's minimum wins when it sets one",
    })),
    deleteText: Type.Optional(Type.String({ title: '删除按钮文字', titleEn: 'Remove button text' })),
    maxReachedText: Type.Optional(Type.String({
      title: '达到上限提示',
      titleEn: 'Message at the maximum',
      description: '{n} 替换为最多人数',
      descriptionEn: '{n} is replaced by the maximum',
    })),
  }),
  defaultAttrs: {
    maxCount: 5,
    minCount: 1,
    addText: '添加被保人',
    deleteText: '删除',
    confirmDelete: true,
    maxReachedText: '被保人数量不能超过{n}人',
  },
});

import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { repeatableAttrs } from '../../common-attrs';

export const addInsuredBlock = defineBlock({
  component: 'addInsuredBlock',
  title: '增减被保人',
  description:
    '试算中添加或删除被保人：最多添加至上限人数，删除前弹出 操作确认 / 确认删除? 并移除该被保人的表单值；人数上下限以所选方案的最多 / 最少被保人数为准（方案未设置时用本块设置），换到上限更低的方案时已填的被保人保留并提示 被保人数量不能超过N人，删减到上限内才能继续',
  category: 'module',
  icon: 'PlusCircleOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...repeatableAttrs,
    maxCount: Type.Integer({ minimum: 1, title: '最多被保人数', description: '方案设置了最多人数时以方案为准' }),
    minCount: Type.Optional(Type.Integer({ minimum: 1, title: '最少被保人数', description: '缺省为 1；方案设置了最少人数时以方案为准' })),
    deleteText: Type.Optional(Type.String({ title: '删除按钮文字' })),
    maxReachedText: Type.Optional(Type.String({ title: '达到上限提示', description: '{n} 替换为最多人数' })),
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

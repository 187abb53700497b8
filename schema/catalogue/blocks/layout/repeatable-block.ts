import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { repeatableAttrs } from '../../common-attrs';

/**
 * Repeats its children once per entry (children use `[i]` form keys such as `insured[i]`).
 * Deleting an entry also removes the matching items of every form value array its children bind.
 */
export const repeatableBlock = defineBlock({
  component: 'repeatableBlock',
  title: '可增删区块',
  titleEn: 'Repeatable block',
  description: '可添加、删除的重复区块，最多添加到上限份数，删除前弹出 操作确认 / 确认删除?',
  descriptionEn: 'A block the buyer can add and remove, up to the maximum count, asking for confirmation before removing',
  category: 'layout',
  icon: 'PlusSquareOutlined',
  binds: 'none',
  children: 'any',
  attrs: Type.Object({
    ...repeatableAttrs,
    itemTitle: Type.Optional(
      Type.String({
        title: '每份标题',
        titleEn: 'Title of each copy',
        description: '{n} 替换为序号，如 被保人{n}',
        descriptionEn: '{n} is replaced by the number, e.g. Insured {n}',
      }),
    ),
    deleteText: Type.Optional(Type.String({ title: '删除按钮文字', titleEn: 'Remove button text' })),
  }),
  defaultAttrs: {
    maxCount: 5,
    minCount: 1,
    addText: '添加被保人',
    confirmDelete: true,
    itemTitle: '被保人{n}',
    deleteText: '删除',
  },
});

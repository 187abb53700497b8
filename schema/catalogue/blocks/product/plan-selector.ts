import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

/**
 * Plans come from the product (value + salesname); the operator only narrows and styles the list.
 * Choosing another plan clears the clause-confirmed flag and the trial elements.
 */
export const planSelector = defineBlock({
  component: 'planSelector',
  title: '方案选择',
  titleEn: 'Plan selector',
  description: '按销售名称展示方案标签，默认选中第一个方案，超过 3 个方案时可横向滚动',
  descriptionEn: 'Plan tabs by sales name, the first plan selected by default, scrolling sideways beyond 3 plans',
  category: 'product',
  icon: 'AppstoreOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    scrollThreshold: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 10,
        default: 3,
        title: '超过几个方案时滚动',
        titleEn: 'Scroll beyond this many plans',
        description: '默认 3',
        descriptionEn: '3 by default',
      }),
    ),
    planIds: Type.Optional(
      Type.Array(Type.String({
        title: '方案 ID',
        titleEn: 'Plan ID',
      }), { title: '展示的方案', titleEn: 'Plans shown', description: '为空时展示产品的全部方案', descriptionEn: 'Every plan of the product when empty' }),
    ),
  }),
  defaultAttrs: { title: '选择方案', scrollThreshold: 3 },
});

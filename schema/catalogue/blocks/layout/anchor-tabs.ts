import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

/**
 * Anchor tabs over their children: child n is the section of tab n. The offset (42 px) and the lock
 * after a click (2 s) are spec section 9 defaults; an operator may tune them for a taller header.
 */
export const anchorTabs = defineBlock({
  component: 'anchorTabs',
  title: '锚点标签',
  titleEn: 'Anchor tabs',
  description: '吸顶标签随页面滚动高亮当前区块，点击标签滚动到对应区块（每个子模块为一个区块）',
  descriptionEn: 'Sticky tabs that highlight the section in view and scroll to a section when tapped (each child module is a section)',
  category: 'layout',
  icon: 'AimOutlined',
  binds: 'none',
  children: 'any',
  attrs: Type.Object({
    tabTitles: Type.Array(Type.String({ title: '标签标题', titleEn: 'Tab titles' }), {
      minItems: 1,
      title: '标签标题',
      titleEn: 'Tab titles',
      description: '按顺序对应每个子模块',
      descriptionEn: 'One per child module, in order',
    }),
    offsetPx: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 200,
        default: 42,
        title: '滚动偏移（像素）',
        titleEn: 'Scroll offset (pixels)',
        description: '默认 42',
        descriptionEn: '42 by default',
      }),
    ),
    lockAfterClickSeconds: Type.Optional(
      Type.Number({
        minimum: 0,
        maximum: 10,
        default: 2,
        title: '点击后锁定秒数',
        titleEn: 'Seconds locked after a tap',
        description: '默认 2 秒',
        descriptionEn: '2 seconds by default',
      }),
    ),
  }),
  defaultAttrs: { tabTitles: ['产品亮点', '保障内容', '常见问题'], offsetPx: 42, lockAfterClickSeconds: 2 },
});

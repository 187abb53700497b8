import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { TextLinkSchema } from './link-attrs';

// A checkbox has nothing to type, so the placeholder and free default value do not apply.
const { placeholder: _placeholder, defaultValue: _defaultValue, ...checkboxFieldAttrs } = fieldAttrs;

export const checkboxItem = defineBlock({
  component: 'checkboxItem',
  title: '勾选确认行',
  titleEn: 'Checkbox confirmation row',
  description: '须勾选才能继续的确认项（如确认收到保险合同），文字中的链接可打开条款或须知',
  descriptionEn: 'A confirmation that must be ticked to continue (e.g. receipt of the policy contract); links in its text open clauses or notices',
  category: 'form',
  icon: 'CheckSquareOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...checkboxFieldAttrs,
    text: Type.String({ title: '勾选文字', titleEn: 'Checkbox text', minLength: 1 }),
    links: Type.Optional(Type.Array(TextLinkSchema, { title: '文字中的链接', titleEn: 'Links in the text' })),
    mustTrue: Type.Optional(Type.Boolean({ title: '必须勾选', titleEn: 'Must be ticked' })),
    mustTrueMessage: Type.Optional(Type.String({ title: '未勾选提示', titleEn: 'Message when not ticked' })),
    defaultChecked: Type.Optional(Type.Boolean({ title: '默认勾选', titleEn: 'Ticked by default' })),
  }),
  defaultAttrs: {
    text: '本人已确认收到保险合同及《投保须知》',
    mustTrue: true,
    mustTrueMessage: '请勾选确认收到保险合同',
    defaultChecked: false,
  },
});

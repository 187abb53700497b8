import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { ImageUrlSchema } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

export const portraitIcon = defineBlock({
  component: 'portraitIcon',
  title: '人像图标',
  titleEn: 'Portrait icon',
  description: '按年龄（是否满 18 岁）和性别（M / F）展示男孩、男士、女孩或女士头像',
  descriptionEn: 'Shows a boy, man, girl or woman avatar by age (18 or over) and gender (M / F)',
  category: 'marketing',
  icon: 'SmileOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    person: StringEnum(['policyHolder', 'insured'], { title: '取谁的年龄与性别', titleEn: 'Whose age and gender' }),
    size: Type.Integer({ minimum: 16, maximum: 200, title: '尺寸（px）', titleEn: 'Size (px)' }),
    round: Type.Optional(Type.Boolean({ title: '圆形', titleEn: 'Round' })),
    images: Type.Optional(
      Type.Object(
        {
          boy: Type.Optional({ ...ImageUrlSchema, title: '男孩', titleEn: 'Boy' }),
          man: Type.Optional({ ...ImageUrlSchema, title: '男士', titleEn: 'Man' }),
          girl: Type.Optional({ ...ImageUrlSchema, title: '女孩', titleEn: 'Girl' }),
          woman: Type.Optional({ ...ImageUrlSchema, title: '女士', titleEn: 'Woman' }),
        },
        {
          additionalProperties: false,
          title: '自定义头像',
          titleEn: 'Custom avatars',
          description: '未填写的使用内置头像',
          descriptionEn: 'Built-in avatars where none is given',
        },
      ),
    ),
  }),
  defaultAttrs: { person: 'insured', size: 48, round: true },
});

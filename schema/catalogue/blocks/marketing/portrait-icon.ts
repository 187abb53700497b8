import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { UrlSchema } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';

export const portraitIcon = defineBlock({
  component: 'portraitIcon',
  title: '人像图标',
  description: '按年龄（是否满 18 岁）和性别（M / F）展示男孩、男士、女孩或女士头像',
  category: 'marketing',
  icon: 'SmileOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    person: StringEnum(['policyHolder', 'insured'], { title: '取谁的年龄与性别' }),
    size: Type.Integer({ minimum: 16, maximum: 200, title: '尺寸（px）' }),
    round: Type.Optional(Type.Boolean({ title: '圆形' })),
    images: Type.Optional(
      Type.Object(
        {
          boy: Type.Optional({ ...UrlSchema, title: '男孩' }),
          man: Type.Optional({ ...UrlSchema, title: '男士' }),
          girl: Type.Optional({ ...UrlSchema, title: '女孩' }),
          woman: Type.Optional({ ...UrlSchema, title: '女士' }),
        },
        { additionalProperties: false, title: '自定义头像', description: '未填写的使用内置头像' },
      ),
    ),
  }),
  defaultAttrs: { person: 'insured', size: 48, round: true },
});

import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const claimFlowIntro = defineBlock({
  component: 'claimFlowIntro',
  title: '理赔流程',
  description: '按顺序介绍理赔步骤（报案、提交材料、审核、赔付），可附理赔服务电话',
  category: 'marketing',
  icon: 'NodeIndexOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题' })),
    steps: Type.Array(
      Type.Object(
        {
          title: Type.String({ minLength: 1, title: '步骤名称' }),
          description: Type.Optional(Type.String({ title: '步骤说明' })),
        },
        { additionalProperties: false, title: '理赔步骤' },
      ),
      { minItems: 1, maxItems: 10, title: '理赔步骤' },
    ),
    hotline: Type.Optional(Type.String({ title: '理赔服务电话', pattern: '^[0-9][0-9-]{2,19}$' })),
  }),
  defaultAttrs: {
    title: '理赔流程',
    steps: [
      { title: '报案', description: '出险后及时拨打客服电话或线上报案' },
      { title: '提交材料', description: '按提示上传理赔所需材料' },
      { title: '审核', description: '保险公司审核理赔申请' },
      { title: '赔付', description: '审核通过后赔款打入指定账户' },
    ],
  },
});

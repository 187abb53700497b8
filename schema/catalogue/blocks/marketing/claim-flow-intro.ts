import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const claimFlowIntro = defineBlock({
  component: 'claimFlowIntro',
  title: '理赔流程',
  titleEn: 'Claim process',
  description: '按顺序介绍理赔步骤（报案、提交材料、审核、赔付），可附理赔服务电话',
  descriptionEn: 'Introduces the claim steps in order (report, submit documents, review, payment), optionally with a claims hotline',
  category: 'marketing',
  icon: 'NodeIndexOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.Optional(Type.String({ title: '标题', titleEn: 'Title' })),
    steps: Type.Array(
      Type.Object(
        {
          title: Type.String({ minLength: 1, title: '步骤名称', titleEn: 'Step name' }),
          description: Type.Optional(Type.String({ title: '步骤说明', titleEn: 'Step description' })),
        },
        { additionalProperties: false, title: '理赔步骤', titleEn: 'Claim steps' },
      ),
      { minItems: 1, maxItems: 10, title: '理赔步骤', titleEn: 'Claim steps' },
    ),
    hotline: Type.Optional(Type.String({ title: '理赔服务电话', titleEn: 'Claims hotline', pattern: '^[0-9][0-9-]{2,19}$' })),
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

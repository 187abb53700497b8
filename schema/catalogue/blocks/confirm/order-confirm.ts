import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';
import { confirmAttrs } from './confirm-attrs';

/** The parts of the order an order summary can list. */
const ORDER_CONFIRM_SECTIONS = [
  'plan',
  'premium',
  'holder',
  'insured',
  'beneficiary',
  'duty',
  'invoice',
  'delivery',
  'agent',
] as const;

export const orderConfirm = defineBlock({
  component: 'orderConfirm',
  title: '订单确认',
  titleEn: 'Order confirmation',
  description: '提交前汇总订单：方案、保费、投保人、被保人、受益人、保障责任、发票、邮寄与营销员信息，可选展示哪些部分',
  descriptionEn: 'Sums up the order before submitting: plan, premium, policyholder, insured, beneficiaries, coverage, invoice, delivery and agent, each section optional',
  category: 'confirm',
  icon: 'FileDoneOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    ...confirmAttrs,
    sections: Type.Array(
      StringEnum(ORDER_CONFIRM_SECTIONS, {
        title: '信息区',
        titleEn: 'Sections',
        description: 'plan 方案；premium 保费；holder 投保人；insured 被保人；beneficiary 受益人；duty 保障责任；invoice 发票；delivery 邮寄；agent 营销员',
        descriptionEn: 'plan plan; premium premium; holder policyholder; insured insured; beneficiary beneficiaries; duty coverage; invoice invoice; delivery delivery; agent agent',
      }),
      { minItems: 1, title: '展示的信息区（按顺序）', titleEn: 'Sections shown (in order)' },
    ),
  }),
  defaultAttrs: {
    title: '请确认投保信息',
    sections: ['plan', 'premium', 'holder', 'insured', 'beneficiary'],
    maskSensitive: true,
  },
});

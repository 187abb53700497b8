import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const healthNotificationListModule = defineBlock({
  component: 'healthNotificationListModule',
  title: '健康告知列表',
  titleEn: 'Health notice list',
  description:
    '列出投保人（固定选中）与各被保人，每行有勾选框、告知状态（符合要求 / 待完成 / 不符合要求）和 去填写 / 重新填写 按钮；至少选一位被保人才能继续',
  descriptionEn:
    'Lists the policyholder (always selected) and each insured, each row with a checkbox, the notice status (met / to do / not met) and a fill in / fill in again button; at least one insured must be selected to continue',
  category: 'module',
  icon: 'UnorderedListOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    noticeType: Type.Optional(Type.String({
      title: '告知类型',
      titleEn: 'Notice type',
      description: '缺省为 healthNotice',
      descriptionEn: 'healthNotice when empty',
    })),
    holderTag: Type.Optional(Type.String({ title: '投保人标签', titleEn: 'Policyholder label' })),
    insuredTag: Type.Optional(Type.String({ title: '被保人标签', titleEn: 'Insured label' })),
    passedText: Type.Optional(Type.String({ title: '符合要求文字', titleEn: 'Met text' })),
    pendingText: Type.Optional(Type.String({ title: '待完成文字', titleEn: 'To-do text' })),
    rejectedText: Type.Optional(Type.String({
      title: '不符合要求文字',
      titleEn: 'Not-met text',
      description: '以红色显示，该行禁用且不选中',
      descriptionEn: 'Shown in red; the row is disabled and unselected',
    })),
    fillText: Type.Optional(Type.String({ title: '填写按钮文字', titleEn: 'Fill-in button text' })),
    refillText: Type.Optional(Type.String({ title: '重新填写按钮文字', titleEn: 'Fill-in-again button text' })),
    secondaryButtonText: Type.Optional(Type.String({ title: '底部左按钮文字', titleEn: 'Bottom left button text' })),
    primaryButtonText: Type.Optional(Type.String({ title: '底部右按钮文字', titleEn: 'Bottom right button text' })),
    noInsuredSelectedText: Type.Optional(Type.String({ title: '未选被保人提示', titleEn: 'Message when no insured is selected' })),
  }),
  defaultAttrs: {
    noticeType: 'healthNotice',
    holderTag: '投保人',
    insuredTag: '被保人',
    passedText: '符合要求',
    pendingText: '待完成',
    rejectedText: '不符合要求',
    fillText: '去填写',
    refillText: '重新填写',
    secondaryButtonText: '返回修改',
    primaryButtonText: '下一步',
    noInsuredSelectedText: '请至少选择一个被保人',
  },
});

import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const healthNotificationListModule = defineBlock({
  component: 'healthNotificationListModule',
  title: '健康告知列表',
  description:
    '列出投保人（固定选中）与各被保人，每行有勾选框、告知状态（符合要求 / 待完成 / 不符合要求）和 去填写 / 重新填写 按钮；至少选一位被保人才能继续',
  category: 'module',
  icon: 'UnorderedListOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    noticeType: Type.Optional(Type.String({ title: '告知类型', description: '缺省为 healthNotice' })),
    holderTag: Type.Optional(Type.String({ title: '投保人标签' })),
    insuredTag: Type.Optional(Type.String({ title: '被保人标签' })),
    passedText: Type.Optional(Type.String({ title: '符合要求文字' })),
    pendingText: Type.Optional(Type.String({ title: '待完成文字' })),
    rejectedText: Type.Optional(Type.String({ title: '不符合要求文字', description: '以红色显示，该行禁用且不选中' })),
    fillText: Type.Optional(Type.String({ title: '填写按钮文字' })),
    refillText: Type.Optional(Type.String({ title: '重新填写按钮文字' })),
    secondaryButtonText: Type.Optional(Type.String({ title: '底部左按钮文字' })),
    primaryButtonText: Type.Optional(Type.String({ title: '底部右按钮文字' })),
    noInsuredSelectedText: Type.Optional(Type.String({ title: '未选被保人提示' })),
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

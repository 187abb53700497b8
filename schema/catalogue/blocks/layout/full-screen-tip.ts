import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';

export const fullScreenTip = defineBlock({
  component: 'fullScreenTip',
  title: '全屏提示',
  titleEn: 'Full-screen tip',
  description: '全屏提示层，按秒倒计时后可关闭',
  descriptionEn: 'A full-screen tip that can be closed after a countdown in seconds',
  category: 'layout',
  icon: 'FieldTimeOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '标题', titleEn: 'Title' }),
    content: Type.String({ title: '内容（HTML）', titleEn: 'Content (HTML)' }),
    countdownSeconds: Type.Integer({ minimum: 0, maximum: 60, title: '倒计时秒数', titleEn: 'Countdown seconds' }),
    buttonText: Type.Optional(Type.String({ title: '按钮文字', titleEn: 'Button text' })),
  }),
  defaultAttrs: { title: '温馨提示', content: '', countdownSeconds: 5, buttonText: '我知道了' },
});

import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { StringEnum } from '../../../string-enum';

export const channelBlock = defineBlock({
  component: 'channelBlock',
  title: '渠道专属区块',
  titleEn: 'Channel-only block',
  description: '仅在普通浏览器或仅在微信中显示子模块；预览中显示 不支持预览',
  descriptionEn: 'Shows its child modules only in a plain browser or only in WeChat; the preview shows a not-supported notice',
  category: 'layout',
  icon: 'WechatOutlined',
  binds: 'none',
  children: 'any',
  attrs: Type.Object({
    channel: StringEnum(['browser', 'wechat'], {
      title: '显示渠道',
      titleEn: 'Channel shown in',
      description: 'browser 普通浏览器 / wechat 微信',
      descriptionEn: 'browser plain browser / wechat WeChat',
    }),
  }),
  defaultAttrs: { channel: 'wechat' },
});

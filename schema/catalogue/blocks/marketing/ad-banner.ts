import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { LinkedImageSchema } from './linked-image-attrs';
import { BLANK_IMAGE_URL } from '../../blank-image';

export const adBanner = defineBlock({
  component: 'adBanner',
  title: '广告轮播',
  titleEn: 'Ad carousel',
  description: '多张广告图轮播，可自动播放，点击图片跳转到配置的链接',
  descriptionEn: 'A carousel of ad images, optionally autoplaying; tapping an image opens its link',
  category: 'marketing',
  icon: 'FundProjectionScreenOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    images: Type.Array(LinkedImageSchema, { minItems: 1, maxItems: 10, title: '轮播图', titleEn: 'Slides' }),
    autoplay: Type.Boolean({ title: '自动播放', titleEn: 'Autoplay' }),
    interval: Type.Optional(Type.Integer({ minimum: 1000, maximum: 20000, title: '切换间隔（毫秒）', titleEn: 'Interval (milliseconds)' })),
    loop: Type.Optional(Type.Boolean({ title: '循环播放', titleEn: 'Loop' })),
    showIndicator: Type.Optional(Type.Boolean({ title: '展示指示点', titleEn: 'Show indicator dots' })),
  }),
  defaultAttrs: {
    images: [{ src: BLANK_IMAGE_URL, alt: '广告图' }],
    autoplay: true,
    interval: 3000,
    loop: true,
    showIndicator: true,
  },
});

import { Type } from '@sinclair/typebox';
import { BUBBLE_TIP_DEFAULT_DELAY_SECONDS } from '../../../entities/limits';
import { defineBlock } from '../../define-block';
import { NoticeTabSchema } from './notice-tab-attrs';

/**
 * The reading rules (tabs in order, 5 s countdown for one tab / 10 s for several, scroll to 50 px of
 * the end, bubble tip at most 2 times per tab) are regulatory and fixed; only texts and the bubble
 * tip's auto-hide delay are configurable.
 */
export const supervisionPopup = defineBlock({
  component: 'supervisionPopup',
  title: '监管阅读弹层',
  titleEn: 'Mandatory reading popup',
  description: '强制阅读弹层：按顺序阅读各标签，单标签倒计时 5 秒、多标签 10 秒且滚动到底后才能继续，最后一页确认后视为已读',
  descriptionEn: 'A mandatory reading popup: tabs are read in order, continuing only after a countdown (5 seconds for one tab, 10 for several) and scrolling to the end; confirming the last one marks it read',
  category: 'product',
  icon: 'SafetyCertificateOutlined',
  binds: 'none',
  children: 'none',
  attrs: Type.Object({
    title: Type.String({ title: '弹层标题', titleEn: 'Popup title' }),
    tabs: Type.Array(NoticeTabSchema, { minItems: 1, title: '阅读标签', titleEn: 'Reading tabs', description: '按顺序阅读', descriptionEn: 'Read in order' }),
    nextText: Type.Optional(Type.String({ title: '下一页按钮文字', titleEn: 'Next page button text' })),
    confirmText: Type.Optional(Type.String({ title: '确认按钮文字', titleEn: 'Confirm button text' })),
    bubbleTipText: Type.Optional(Type.String({ title: '气泡提示文字', titleEn: 'Bubble tip text' })),
    bubbleTipDelaySeconds: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 60,
        default: BUBBLE_TIP_DEFAULT_DELAY_SECONDS,
        title: '气泡提示自动隐藏秒数',
        titleEn: 'Seconds before the bubble tip hides',
        description: `默认 ${BUBBLE_TIP_DEFAULT_DELAY_SECONDS} 秒`,
        descriptionEn: `${BUBBLE_TIP_DEFAULT_DELAY_SECONDS} seconds by default`,
      }),
    ),
  }),
  placeholders: ['/tabs'],
  defaultAttrs: {
    title: '重要提示',
    tabs: [
      { title: '投保须知', content: '<p>请您仔细阅读投保须知，确认符合投保条件后再投保。</p>' },
      { title: '保险条款', content: '<p>请您仔细阅读保险条款，特别是责任免除部分。</p>' },
    ],
    nextText: '下一页',
    confirmText: '我已阅读并同意',
    bubbleTipText: '请滑动阅读全部内容',
    bubbleTipDelaySeconds: BUBBLE_TIP_DEFAULT_DELAY_SECONDS,
  },
});

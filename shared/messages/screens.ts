/** Buyer-facing texts of the routes and screens of spec section 2 (page-selection states are in flow.ts). */
export const SCREEN_MESSAGES = {
  loading: '加载中...',
  templateNotFoundHint: '请通过正确的投保链接进入',
  detailDataLost: '详情数据丢失, 请重新进入页面',
  qrCodeHint: '请用微信扫描下方二维码继续投保',
  noData: '暂无数据',
  previewUnsupported: '不支持预览',
  orderProcessing: '订单处理中...',
  suspendedFromInsuring: '暂停投保',
  simulatedOrderSuccess: '模拟下单成功',
  /** A block of the template this version of the page cannot show. */
  blockUnavailable: '当前版本暂不支持展示此内容',
  pageNotFound: '页面不存在',
  backToStart: '返回首页',
} as const;

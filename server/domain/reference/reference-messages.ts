/**
 * Buyer-facing Chinese texts of the reference domain: dictionaries, occupation limits, documents,
 * uploads, channels, appointments and sharing. Shared texts (upload failure, appointment failure)
 * come from `shared/messages`.
 */
export const REFERENCE_MESSAGES = {
  goodsNotFound: '未找到该商品',
  unknownDictType: (dictType: string) => `不支持的字典类型「${dictType}」`,
  occupationNotFound: '未找到该职业，请重新选择',
  occupationNotLeaf: '请选择具体职业',
  occupationRefused: (name: string, category: number, allowed: readonly number[]) =>
    allowed.length === 0
      ? `本产品暂不承保${name}（${category}类职业），请选择其他职业`
      : `本产品仅承保${describeCategories(allowed)}职业，${name}为${category}类职业，暂不承保`,
  bankCardNotRecognised: '未能识别该银行卡的发卡银行，请手动选择开户银行',
  documentNotFound: '文档不存在或已下架',
  uploadSucceeded: '上传成功',
  imageNotFound: '图片不存在',
  imageTypeNotAllowed: '仅支持 JPG、PNG、WEBP 格式的图片',
  imageTooLarge: (maxMiB: number) => `图片大小不能超过 ${maxMiB}MB`,
  imageEmpty: '未收到图片',
  channelNotFound: '渠道不存在',
  promotionChannelNotFound: '该推广未配置销售渠道',
  shareInfoNotFound: '该推广未配置分享内容',
  wechatNotConfigured: '微信分享未配置',
  wechatTicketMissing: '微信分享未配置：暂无有效的 jsapi_ticket',
  invalidPageUrl: '页面地址无效',
} as const;

/** `1-3类` for a contiguous run, `1、2、4类` otherwise. */
function describeCategories(categories: readonly number[]): string {
  const sorted = [...new Set(categories)].sort((a, b) => a - b);
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  if (first === undefined || last === undefined) return '';
  const contiguous = last - first === sorted.length - 1;
  if (contiguous && sorted.length > 1) return `${first}-${last}类`;
  return `${sorted.join('、')}类`;
}

/**
 * Envelope codes of refusals this domain answers with `success: false` and HTTP 200, beside the
 * server's ERROR_CODES: the runtime shows their message (the occupation refusal in a 温馨提示 alert).
 */
export const REFERENCE_CODES = {
  occupationRefused: 41001,
  wechatNotConfigured: 41002,
} as const;

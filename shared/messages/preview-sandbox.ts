/**
 * What the editor's preview says when the page it shows asks for something only a real purchase may do
 * (save an order, send a text message, upload, pay): the preview acts as a made-up buyer and only reads
 * and prices. Seen by operators only, so apart from the buyer's texts.
 */
export const PREVIEW_SANDBOX_MESSAGES = {
  callRefused: '预览中不会保存订单、发送短信、上传或支付',
} as const;

/**
 * Buyer-facing texts of the adaptations to where the page runs (spec section 1): the hand-over from a
 * desktop browser to WeChat on a phone. The QR code's own line, 请用微信扫描下方二维码继续投保, is
 * the /qrCode screen's text (screens.ts) and is shared from there.
 */
export const ENVIRONMENT_MESSAGES = {
  phoneHandoffTitle: '手机投保更便捷',
  continueOnDesktop: '继续在电脑上填写',
} as const;

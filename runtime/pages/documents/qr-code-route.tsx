import { QRCodeSVG } from 'qrcode.react';
import { useSearchParams } from 'react-router-dom';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { PageFrame, PageMissing } from '../order/page-frame';

const QR_SIZE_PX = 220;

/**
 * `/qrCode?url=`: the address to continue in WeChat, as a QR code under 请用微信扫描下方二维码继续投保.
 * Only web addresses are encoded; anything else shows 暂无数据.
 */
export default function QrCodeRoute() {
  const [search] = useSearchParams();
  const url = search.get('url') ?? '';
  const valid = /^https?:\/\//i.test(url);
  return (
    <PageFrame title={ORDER_MESSAGES.qrCodeTitle}>
      {valid ? (
        <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 24, padding: '48px 16px', background: '#fff' }}>
          <p style={{ margin: 0, fontSize: 16, color: '#333' }}>{SCREEN_MESSAGES.qrCodeHint}</p>
          <QRCodeSVG value={url} size={QR_SIZE_PX} marginSize={2} aria-label={SCREEN_MESSAGES.qrCodeHint} />
        </div>
      ) : (
        <PageMissing text={SCREEN_MESSAGES.noData} />
      )}
    </PageFrame>
  );
}

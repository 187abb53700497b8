import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useRuntime } from '../../app/runtime-context';
import { buyerLinkAddress } from '../../order-flow/buyer-link-path';

const QR_SIZE_PX = 200;

/**
 * 在手机上继续: asks for a buyer link to this order (`createBuyerLink`) and shows it as a QR code, so
 * the buyer can pay or follow the order in WeChat on a phone, where a plain order link would be
 * refused. The code carries only an opaque token that expires in 24 hours, never the order number.
 */
export function ContinueOnPhone({ lookup }: { lookup: { orderNo?: string; encryptOrderNo?: string } }) {
  const { api, query } = useRuntime();
  const [address, setAddress] = useState<string | undefined>(undefined);
  const [asking, setAsking] = useState(false);
  const ask = () => {
    setAsking(true);
    api.call('createBuyerLink', lookup).then(
      (reply) => {
        setAsking(false);
        if (reply.result) setAddress(buyerLinkAddress(window.location.origin, reply.result.token, query.params.from));
      },
      () => setAsking(false),
    );
  };
  if (address) {
    return (
      <div style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, padding: '24px 16px', background: '#fff', marginTop: 12 }}>
        <p style={{ margin: 0, fontSize: 15, color: '#333' }}>{SCREEN_MESSAGES.qrCodeHint}</p>
        <QRCodeSVG value={address} size={QR_SIZE_PX} marginSize={2} role="img" aria-label={SCREEN_MESSAGES.qrCodeHint} data-testid="buyer-link-qr" />
      </div>
    );
  }
  return (
    <Button block fill="outline" color="primary" loading={asking} onClick={ask}>
      {ORDER_MESSAGES.continueOnPhone}
    </Button>
  );
}

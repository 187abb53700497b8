import { Button } from 'antd-mobile';
import { QRCodeSVG } from 'qrcode.react';
import { useState } from 'react';
import { ENVIRONMENT_MESSAGES } from '../../shared/messages/environment';
import { SCREEN_MESSAGES } from '../../shared/messages/screens';

const QR_SIZE_PX = 160;

/**
 * Page 1's hand-over from a desktop browser: a QR code of this very address, to scan with WeChat and
 * go on on the phone, where signing and payment work. The buyer may also carry on at the desk, so the
 * hint can be put away. Loaded on its own, so buyers on phones never download the QR code library.
 */
export default function PhoneHandoffHint() {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <section
      aria-label={ENVIRONMENT_MESSAGES.phoneHandoffTitle}
      style={{ margin: '12px 12px 0', padding: '16px 16px 8px', background: '#fff', borderRadius: 8, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}
    >
      <h2 style={{ margin: 0, fontSize: 17, fontWeight: 600, color: 'var(--adm-color-primary)' }}>{ENVIRONMENT_MESSAGES.phoneHandoffTitle}</h2>
      <p style={{ margin: 0, fontSize: 15, color: '#333' }}>{SCREEN_MESSAGES.qrCodeHint}</p>
      <QRCodeSVG value={window.location.href} size={QR_SIZE_PX} marginSize={2} role="img" aria-label={SCREEN_MESSAGES.qrCodeHint} />
      <Button fill="none" size="small" color="primary" onClick={() => setOpen(false)}>
        {ENVIRONMENT_MESSAGES.continueOnDesktop}
      </Button>
    </section>
  );
}

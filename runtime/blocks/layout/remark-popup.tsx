import { Button, Popup } from 'antd-mobile';
import { useState } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { useRuntime } from '../../app/runtime-context';
import { isPartnerOrder } from '../../env/partner-order';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { RichText } from '../shared/content/rich-text';
import { LinkButton } from '../shared/content/link-button';

/**
 * A tappable explanation (什么是等待期？) that opens its text in a bottom panel. One marked
 * `hiddenForPartner` is not shown on partner channel orders (spec section 6, see isPartnerOrder).
 */
export default function RemarkPopup({ attrs }: BlockProps<'remarkPopup'>) {
  const [open, setOpen] = useState(false);
  const { template } = usePage();
  const { purchaseUserId } = useRuntime().query.params;
  if (attrs.hiddenForPartner && isPartnerOrder(purchaseUserId, template.partnerPurchaseUserMarker)) return null;
  return (
    <div style={{ padding: '8px 16px' }}>
      <LinkButton onClick={() => setOpen(true)} style={{ fontSize: 13, color: 'var(--adm-color-primary)' }}>
        {attrs.linkText}
      </LinkButton>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '70vh', display: 'flex', flexDirection: 'column' }}>
        {attrs.title ? <h2 style={{ margin: 0, padding: 16, textAlign: 'center', fontSize: 16 }}>{attrs.title}</h2> : null}
        <div style={{ flex: 1, overflowY: 'auto', padding: '0 16px 16px' }}>
          <RichText html={attrs.content} />
        </div>
        <div style={{ padding: 12 }}>
          <Button block color="primary" onClick={() => setOpen(false)}>
            {attrs.buttonText ?? SCREEN_MESSAGES.tipDismiss}
          </Button>
        </div>
      </Popup>
    </div>
  );
}

import { Button } from 'antd-mobile';
import { useState, type CSSProperties } from 'react';
import { SCREEN_MESSAGES } from '../../../shared/messages/screens';
import { nextPageOrder } from '../../../shared/pages/next-page-order';
import { PremiumAmount } from '../../premium/premium-amount';
import { useChannelOffSale } from '../../premium/use-channel-status';
import { usePremium } from '../../premium/use-premium';
import { usePremiumDisplay } from '../../premium/use-premium-display';
import { PremiumRefusalNotice } from '../../premium/premium-refusal-notice';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { usePageCheck } from './use-page-check';
import { useSubmitOrder } from '../../order-flow/use-submit-order';
import { useMockOrderPremium } from '../../order-flow/use-mock-order-premium';

const barStyle: CSSProperties = {
  position: 'fixed',
  left: 0,
  right: 0,
  bottom: 0,
  zIndex: 100,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: 12,
  minHeight: 56,
  padding: '8px 12px calc(8px + env(safe-area-inset-bottom))',
  background: '#fff',
  boxShadow: '0 -2px 8px rgba(0, 0, 0, 0.06)',
  boxSizing: 'border-box',
};

/**
 * The bottom bar (spec section 2, toolbar): the premium on the left, the next / confirm button on the
 * right. When the channel is off sale the button is greyed and reads 暂停投保. A tap validates the
 * page and the clause agreement when the page has one, then moves to the next page (next) or
 * submits the order and goes on to payment (confirm). Beside the button that submits a simulated
 * order, the amount is that order's (100 yuan a liability); every other bar shows the real premium.
 */
export default function Toolbar({ attrs }: BlockProps<'toolbar'>) {
  usePremium();
  const { page, goToPage } = usePage();
  const checkPage = usePageCheck();
  const mockPremium = useMockOrderPremium();
  const display = usePremiumDisplay(attrs.action === 'confirm' ? mockPremium : undefined);
  const offSale = useChannelOffSale();
  const submit = useSubmitOrder();
  const [busy, setBusy] = useState(false);

  async function onTap() {
    if (offSale || busy) return;
    setBusy(true);
    try {
      if (!(await checkPage())) return;
      // confirm submits the order (and pays); next only moves on.
      if (attrs.action === 'confirm') await submit();
      else goToPage(nextPageOrder(page.pageOrder));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {/* Keeps the last module clear of the fixed bar. */}
      <div style={{ height: 64 }} aria-hidden />
      <div style={barStyle} role="toolbar">
        <PremiumRefusalNotice />
        {attrs.showPremium !== false && (
          <div style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 6 }}>
            {attrs.premiumLabel && <span style={{ fontSize: 13, color: '#333' }}>{attrs.premiumLabel}</span>}
            <PremiumAmount display={display} />
          </div>
        )}
        <Button
          color="primary"
          shape="rounded"
          disabled={offSale}
          loading={busy}
          onClick={() => void onTap()}
          style={{ flex: attrs.showPremium === false ? 1 : undefined, minWidth: 128, '--background-color': offSale ? '#ccc' : undefined, '--border-color': offSale ? '#ccc' : undefined } as CSSProperties}
        >
          {offSale ? attrs.offSaleText || SCREEN_MESSAGES.suspendedFromInsuring : attrs.buttonText}
        </Button>
      </div>
    </>
  );
}

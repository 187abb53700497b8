import { Button, List } from 'antd-mobile';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { formatPremium } from '../../../shared/format/format-premium';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import { useRuntime } from '../../app/runtime-context';
import { inAppPath } from '../../order-flow/in-app-path';
import { PageFrame, PageMissing } from './page-frame';

const SIGNED_FIELDS = ['payApplyNo', 'timeStamp', 'sign', 'checkNo'] as const;

/** The amount of the link in fen, as the server wrote it; undefined when it names none. */
function linkAmount(text: string | null): number | undefined {
  return text !== null && /^\d{1,15}$/.test(text) ? Number(text) : undefined;
}

/**
 * `/mockpay`: the simulated cashier. It shows the amount and 确认支付; paying calls `mockPay` with the
 * address's signed payApplyNo, timeStamp, sign and checkNo, then goes to the payment's return address
 * (the result page). A link without the signed fields cannot pay and says so. The amount is the payment
 * application's, which the server writes into the link (`amount`, fen), never this tab's last premium
 * calculation: a simulated order costs 100 yuan a liability whatever the product's price.
 */
export default function MockPayRoute() {
  const { api } = useRuntime();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [paying, setPaying] = useState(false);
  const signed = Object.fromEntries(SIGNED_FIELDS.map((field) => [field, search.get(field) ?? ''])) as Record<(typeof SIGNED_FIELDS)[number], string>;
  if (SIGNED_FIELDS.some((field) => !signed[field])) {
    return (
      <PageFrame title={ORDER_MESSAGES.cashierTitle}>
        <PageMissing text={ORDER_MESSAGES.payInfoMissing} />
      </PageFrame>
    );
  }

  async function pay() {
    setPaying(true);
    try {
      const reply = await api.call('mockPay', undefined, signed);
      const back = reply.value?.returnUrl || (reply.value?.orderNo ? `/result?orderNo=${encodeURIComponent(reply.value.orderNo)}` : '/result');
      const path = inAppPath(back, window.location.origin);
      if (path) navigate(path, { replace: true });
      else window.location.replace(back);
    } catch {
      // The client has told the buyer why (expired link, paid already...).
      setPaying(false);
    }
  }

  const fen = linkAmount(search.get('amount'));
  const amount = fen === undefined ? PREMIUM_MESSAGES.unknownPremium : formatPremium(fen, { withUnit: true });
  return (
    <PageFrame title={ORDER_MESSAGES.cashierTitle}>
      <div style={{ padding: '40px 16px 24px', textAlign: 'center', background: '#fff' }}>
        <div style={{ color: '#666', fontSize: 14 }}>{ORDER_MESSAGES.payAmount}</div>
        <div data-testid="pay-amount" style={{ fontSize: 32, fontWeight: 600, marginTop: 8 }}>{amount}</div>
      </div>
      <List style={{ marginTop: 12 }}>
        <List.Item extra={signed.payApplyNo}>{ORDER_MESSAGES.payApplyNo}</List.Item>
      </List>
      <div style={{ padding: 16 }}>
        <Button block color="primary" size="large" loading={paying} onClick={() => void pay()}>
          {ORDER_MESSAGES.confirmPay}
        </Button>
      </div>
    </PageFrame>
  );
}

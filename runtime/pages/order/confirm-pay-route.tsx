import { Button, Form, Input, List, Toast } from 'antd-mobile';
import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { RESEND_CODE_COUNTDOWN_SECONDS, SMS_CODE_LENGTH } from '../../../shared/constants';
import { formatPremium } from '../../../shared/format/format-premium';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { PREMIUM_MESSAGES } from '../../../shared/messages/premium';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useRuntime } from '../../app/runtime-context';
import { formPayment } from '../../order-flow/build-submit-order';
import { useOrderLookup } from '../../order-flow/use-order-lookup';
import { canRequestCode, isCompleteCode, normalizeCode } from '../../order-flow/sms-code';
import { useCountdown } from '../../order-flow/use-countdown';
import { useOrderDetail } from '../../order-flow/use-order-detail';
import { usePageEffects } from '../../order-flow/use-page-effects';
import { asRecord } from '../../order/form-person';
import { orderFormAtom } from '../../state/flow-atoms';
import { OrderDetailPending } from './order-detail-pending';
import { recordMoment } from '../../recording/recording-moments';
import { PageFrame } from './page-frame';

const labels = ORDER_MESSAGES.fieldLabels;

/**
 * `/confirmpay`: confirms a bank-debit payment (`payConfirm`). The order comes from the address or
 * the session; the account is the one entered in the payment block. The payment SMS code
 * (identityValidate) is sent only with complete payment details (请填写完整的支付信息！); the
 * confirmation's page actions then lead on, usually to the result page.
 */
export default function ConfirmPayRoute() {
  const { api, query } = useRuntime();
  const values = useAtomValue(orderFormAtom);
  const lookup = useOrderLookup();
  const state = useOrderDetail(lookup);
  const perform = usePageEffects();
  const { left, start } = useCountdown();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const payment = formPayment(values.payment);
  const phone = String(payment?.phoneNo ?? asRecord(values.policyHolder)?.phone ?? '');

  // Without a lookup the state is `missing`: no order named, none in this session.
  if (state.status !== 'ready' || !lookup) return <PageFrame title={ORDER_MESSAGES.cashierTitle}><OrderDetailPending state={state.status === 'ready' ? { status: 'missing' } : state} /></PageFrame>;
  const { detail } = state;

  async function send() {
    if (!payment) {
      Toast.show({ content: VALIDATION_MESSAGES.paymentInfoIncomplete });
      return;
    }
    if (!canRequestCode(phone)) {
      Toast.show({ content: VALIDATION_MESSAGES.smsPhoneInvalid });
      return;
    }
    try {
      await api.call('sendValidateCode', {
        planId: detail.planId ?? query.params.planId ?? '',
        target: phone.trim(),
        validateCodeType: 'smsValidateCode',
        businessType: 'identityValidate',
        orderNo: detail.orderNo,
        extraInfo: payment,
        ...(query.params.promotionId ? { promotionId: query.params.promotionId } : {}),
      });
      start(RESEND_CODE_COUNTDOWN_SECONDS);
      Toast.show({ content: ORDER_MESSAGES.codeSent });
    } catch {
      // Told by the client.
    }
  }

  async function confirm() {
    if (!isCompleteCode(code)) {
      Toast.show({ content: VALIDATION_MESSAGES.smsCodeFormat(SMS_CODE_LENGTH) });
      return;
    }
    setBusy(true);
    try {
      const reply = await api.call('payConfirm', { ...lookup, validateCode: code, ...(payment ? { payment } : {}) });
      recordMoment({ kind: 'payment-started', orderNo: detail.orderNo });
      await perform(reply.result?.pageActionList);
    } catch {
      // Told by the client.
    } finally {
      setBusy(false);
    }
  }

  const dueNow = detail.initialPremium ?? detail.firstYearPremium;
  return (
    <PageFrame title={ORDER_MESSAGES.cashierTitle}>
      <List header={ORDER_MESSAGES.payAmount}>
        <List.Item extra={detail.goodsName}>{labels.goodsName}</List.Item>
        {/* What is paid now: the first payment (a monthly order's first month), not the whole first year. */}
        <List.Item extra={dueNow === undefined ? PREMIUM_MESSAGES.unknownPremium : formatPremium(dueNow, { withUnit: true })}>{labels.initialPremium}</List.Item>
        {payment ? <List.Item extra={`**** ${payment.bankAccount.slice(-4)}`}>{labels.bankAccount}</List.Item> : null}
      </List>
      <Form layout="horizontal" style={{ marginTop: 12 }}>
        <Form.Item label={ORDER_MESSAGES.smsCodeLabel} extra={
          <Button size="small" fill="none" color="primary" disabled={left > 0} onClick={() => void send()}>
            {left > 0 ? ORDER_MESSAGES.resendIn(left) : ORDER_MESSAGES.getCode}
          </Button>
        }>
          <Input type="tel" inputMode="numeric" value={code} onChange={(text) => setCode(normalizeCode(text))} placeholder={VALIDATION_MESSAGES.smsCodePlaceholder} />
        </Form.Item>
      </Form>
      <div style={{ padding: 16 }}>
        <Button block color="primary" size="large" loading={busy} onClick={() => void confirm()}>
          {ORDER_MESSAGES.confirmPay}
        </Button>
      </div>
    </PageFrame>
  );
}

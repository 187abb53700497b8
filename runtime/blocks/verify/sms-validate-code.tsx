import { Button, Form, Input, Toast } from 'antd-mobile';
import { useAtom, useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { RESEND_CODE_COUNTDOWN_SECONDS, SMS_CODE_LENGTH } from '../../../shared/constants';
import { ORDER_MESSAGES } from '../../../shared/messages/order';
import { VALIDATION_MESSAGES } from '../../../shared/messages/validation';
import { useRuntime } from '../../app/runtime-context';
import { canRequestCode, isCompleteCode, normalizeCode } from '../../order-flow/sms-code';
import { smsVerifiedAtom, verifiedKey } from '../../order-flow/sms-verified-atom';
import { useCountdown } from '../../order-flow/use-countdown';
import { usePlanId } from '../../order-flow/use-plan-id';
import { orderFormAtom } from '../../state/flow-atoms';
import { formKeyToPath, useFieldPath } from '../../template/form-scope';
import { usePage } from '../../template/page-context';
import type { BlockProps } from '../block-props';
import { recordMoment } from '../../recording/recording-moments';
import { RichText } from '../shared/content/rich-text';

function readPath(source: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === 'object' ? (value as Record<string | number, unknown>)[key] : undefined), source);
}

/**
 * The button sits in the row's extra column, which already keeps 12 px from the input: without its own
 * 12 px each side (and with the short countdown 60s后重发), the input keeps room at 375 px for its
 * whole placeholder, 请输入验证码 or a template's 请输入6位验证码, beside 获取验证码 and the countdown.
 */
const SEND_BUTTON_STYLE = { paddingLeft: 0, paddingRight: 0 } as const;

/**
 * The SMS code row (spec section 5): 获取验证码 only for a phone matching the get-code pattern, then a
 * 60 s resend countdown; the code is 6 digits and checked with the server once, when the page validates.
 */
export default function SmsValidateCode({ module, attrs }: BlockProps<'smsValidateCode'>) {
  const { api, query } = useRuntime();
  const { form } = usePage();
  const stored = useAtomValue(orderFormAtom);
  const [verified, setVerified] = useAtom(smsVerifiedAtom);
  const planId = usePlanId();
  const name = [...useFieldPath(module.formKey ?? 'validateCode')];
  const { left, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const checks = useRef(new Map<string, Promise<string | undefined>>());
  const length = attrs.codeLength ?? SMS_CODE_LENGTH;
  const phonePath = formKeyToPath(attrs.phoneField);

  // The phone may sit on this page's form or on an earlier page, kept in the stored order data.
  const phone = (): string => String(form.getFieldValue(phonePath as (string | number)[]) ?? readPath(stored, phonePath) ?? '').trim();
  const base = (target: string) => ({
    planId: planId ?? '',
    target,
    validateCodeType: 'smsValidateCode' as const,
    ...(query.params.promotionId ? { promotionId: query.params.promotionId } : {}),
  });

  async function send() {
    const target = phone();
    if (!canRequestCode(target)) {
      Toast.show({ content: VALIDATION_MESSAGES.smsPhoneInvalid });
      return;
    }
    setSending(true);
    try {
      await api.call('sendValidateCode', { ...base(target), businessType: 'normalValidate' });
      start(attrs.countdownSeconds ?? RESEND_CODE_COUNTDOWN_SECONDS);
      Toast.show({ content: ORDER_MESSAGES.codeSent });
    } catch {
      // The client has already told the buyer why.
    } finally {
      setSending(false);
    }
  }

  function check(code: string): Promise<string | undefined> {
    const target = phone();
    const key = verifiedKey(target, code);
    if (verified.includes(key)) return Promise.resolve(undefined);
    const known = checks.current.get(key);
    if (known) return known;
    const pending = api
      .call('verifyValidateCode', { ...base(target), businessType: attrs.businessType, validateCode: code })
      .then(
        (reply) => {
          if (reply.result !== true) return ORDER_MESSAGES.codeWrong;
          setVerified((list) => [...list, key]);
          recordMoment({ kind: 'sms-verified' });
          return undefined;
        },
        (error: unknown) => (error instanceof Error ? error.message : ORDER_MESSAGES.codeWrong),
      );
    checks.current.set(key, pending);
    // A refused code may be retyped and tried again; only an accepted one is remembered for good.
    void pending.then((message) => message !== undefined && checks.current.delete(key));
    return pending;
  }

  return (
    <>
      <Form.Item
        name={name}
        label={module.label}
        required={attrs.required !== false}
        validateTrigger={attrs.validateImmediately ? ['onChange', 'onBlur'] : []}
        normalize={(value: unknown) => normalizeCode(String(value ?? ''), length)}
        extra={
          <Button size="small" color="primary" fill="none" disabled={left > 0} loading={sending} onClick={() => void send()} style={SEND_BUTTON_STYLE}>
            {left > 0 ? ORDER_MESSAGES.resendIn(left) : (attrs.sendText ?? ORDER_MESSAGES.getCode)}
          </Button>
        }
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (value === undefined || value === '') {
                if (attrs.required === false) return;
                throw new Error(VALIDATION_MESSAGES.smsCodePlaceholder);
              }
              if (!isCompleteCode(value, length)) throw new Error(VALIDATION_MESSAGES.smsCodeFormat(length));
              const message = await check(value);
              if (message) throw new Error(message);
            },
          },
        ]}
      >
        <Input type="tel" inputMode="numeric" maxLength={length} placeholder={attrs.placeholder ?? VALIDATION_MESSAGES.smsCodePlaceholder} aria-label={module.label} />
      </Form.Item>
      {attrs.remark ? <RichText html={attrs.remark} style={{ padding: '0 16px 8px', fontSize: 12, color: 'var(--adm-color-weak)', background: '#fff' }} /> : null}
    </>
  );
}

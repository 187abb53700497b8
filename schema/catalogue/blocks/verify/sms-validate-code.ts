import { Type } from '@sinclair/typebox';
import { defineBlock } from '../../define-block';
import { fieldAttrs } from '../../common-attrs';
import { StringEnum } from '../../../string-enum';
import { FORM_KEY_PATTERN } from '../../../template/form-key';

export const smsValidateCode = defineBlock({
  component: 'smsValidateCode',
  title: '短信验证码',
  titleEn: 'SMS code',
  description: '向所填手机号发送 6 位短信验证码，60 秒后可重发；手机号不正确时提示 请输入正确的手机号后获取验证码',
  descriptionEn: 'Sends a 6-digit SMS code to the mobile number entered, resendable after 60 seconds; a wrong number is pointed out before sending',
  category: 'verify',
  icon: 'MessageOutlined',
  binds: 'field',
  children: 'none',
  attrs: Type.Object({
    ...fieldAttrs,
    phoneField: Type.String({
      title: '手机号字段',
      titleEn: 'Mobile number field',
      description: '验证码发往的手机号所在字段的路径，如 policyHolder.phone',
      descriptionEn: 'The path of the field holding the mobile number the code goes to, e.g. policyHolder.phone',
      pattern: FORM_KEY_PATTERN,
    }),
    businessType: StringEnum(['normalValidate', 'identityValidate'], {
      title: '验证场景',
      titleEn: 'Verification scene',
      description: 'normalValidate 投保身份验证；identityValidate 支付验证（需先填完支付信息）',
      descriptionEn: 'normalValidate identity check for the purchase; identityValidate payment check (after the payment details are complete)',
    }),
    // The server issues exactly 6-digit codes (spec section 9), so the length is pinned, not free.
    codeLength: Type.Optional(Type.Integer({ minimum: 6, maximum: 6, title: '验证码位数', titleEn: 'Code length' })),
    // A countdown shorter than the server's 60 s resend window would only produce rejected sends.
    countdownSeconds: Type.Optional(Type.Integer({ minimum: 60, maximum: 300, title: '重发倒计时（秒）', titleEn: 'Resend countdown (seconds)' })),
    sendText: Type.Optional(Type.String({ title: '获取按钮文字', titleEn: 'Send button text' })),
  }),
  defaultAttrs: {
    phoneField: 'policyHolder.phone',
    businessType: 'normalValidate',
    codeLength: 6,
    countdownSeconds: 60,
    placeholder: '请输入验证码',
    required: true,
    sendText: '获取验证码',
  },
});

/**
 * Buyer-facing Chinese texts of the orders domain that the shared catalogue (`shared/messages/`) does
 * not hold: refusals of the state machine, payment, policy issuing and SMS limits. Shared texts are
 * used from the shared catalogue directly.
 */
export const ORDER_MESSAGES = {
  orderNotFound: '订单不存在',
  idempotencyKeyTooLong: (max: number): string => `幂等键不能超过${max}个字符`,
  orderSaved: '订单已保存',
  orderSubmitted: '订单提交成功',
  /** A step or save on an order that has left the draft state. */
  orderNotEditable: '订单已提交，不能再修改',
  orderNotSubmitted: '订单尚未提交，请先提交订单',
  alreadyPaid: '订单已支付，请勿重复支付',
  awaitingPayment: '订单已提交，请尽快完成支付',
  paymentPending: '订单待支付',
  offSale: '该产品已暂停投保',
  premiumChanged: '保费已发生变化，请重新计算保费后提交',
  startDateTooEarly: '保障起期最早为次日，请重新选择',
  startDateTooLate: '保障起期超出可选范围，请重新选择',
  birthdayMismatch: '出生日期与身份证号码不一致',
  genderMismatch: '性别与身份证号码不一致',
  invoiceIncomplete: '请填写完整的发票信息',
  /** A party's problem, named: 投保人：请输入姓名. */
  partyProblem: (party: string, problem: string): string => `${party}：${problem}`,
  holder: '投保人',
  agent: '营销员',
  insured: (position: number): string => `被保人${position}`,
  beneficiaryOf: (position: number): string => `被保人${position}的受益人`,
  nameLabel: '姓名',
  certTypeLabel: '证件类型',
  certNoLabel: '证件号码',
  phoneLabel: '手机号',
  addressLabel: '详细地址',
  incomeLabel: '个人年收入',
  occupationLabel: '职业',
  areaLabel: '所在地区',
  companyLabel: '投保单位信息',
  mockOrderNeedsLiability: '模拟订单至少需要选择一项保障责任',

  badReturnUrl: '支付返回地址不合法',
  badPaySign: '支付签名校验失败',
  payLinkExpired: '支付链接已过期，请重新发起支付',
  payRequestNotFound: '支付申请不存在',
  payRequestReplayed: '该笔支付已完成，请勿重复提交',
  payRequestSuperseded: '支付申请已失效，请重新发起支付',
  paid: '支付成功',
  cashierUnavailable: '支付服务暂不可用，请稍后再试',
  /** Answers to the insurer cashier's payment notices. */
  noticeAccepted: '支付通知已处理',
  badNoticeSign: '支付通知签名校验失败',
  noticeExpired: '支付通知时间戳已过期',
  noticeReplayed: '支付通知重复（nonce 已使用）',
  noticeAmountMismatch: '支付金额与支付申请不一致',
  noticeOrderClosed: '订单已超时关闭，款项将由收银台原路退回',

  issueStartDatePassed: '保障起期已过，承保失败，保费将原路退回',
  issueAmountMismatch: '支付金额与订单保费不一致，承保失败，保费将原路退回',
  issueSystemFailure: '承保处理异常，保费将原路退回',

  codeSent: '验证码已发送',
  smsUnavailable: '短信服务暂不可用，请稍后再试',
  codeTooSoon: (seconds: number): string => `验证码发送过于频繁，请${seconds}秒后再试`,
  codeHourlyLimit: '该手机号获取验证码次数过多，请1小时后再试',
  codeDailyLimit: '该手机号今日获取验证码次数已达上限，请明天再试',
  codeIpLimit: '获取验证码过于频繁，请稍后再试',
  codeInvalid: '验证码已失效，请重新获取',
  codeWrong: (remaining: number): string => `验证码错误，还可尝试${remaining}次`,
  codeTooManyTries: '验证码错误次数过多，请重新获取',
  codeVerified: '验证通过',
  /** The text of the SMS itself. */
  smsText: (code: string, minutes: number): string => `【安心投保】您的验证码为${code}，${minutes}分钟内有效，请勿泄露给他人。`,
} as const;

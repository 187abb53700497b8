/**
 * Buyer-facing texts of verification, confirmation, payment and the result (spec sections 2 and 5):
 * the SMS code, signatures, uploads, the confirmation blocks, the cashier and the result pages.
 */
export const ORDER_MESSAGES = {
  // SMS code.
  smsCodeLabel: '短信验证码',
  getCode: '获取验证码',
  resendIn: (seconds: number): string => `${seconds}s后重发`,
  codeSent: '验证码已发送',
  codeWrong: '验证码错误，请重新输入',

  // Signature.
  signHere: '请在此处签名',
  tapToSign: '点击签名',
  resign: '重新签名',
  clearSignature: '重写',
  confirmSignature: '确认签名',
  signatureEmpty: '请先签名',
  signatureRequired: (title: string): string => `请完成${title}`,
  agentSignTitle: '营销员签名',
  holderSignTitle: '投保人签名',
  /** The name of the signature board's back arrow, to the page that sent the buyer. */
  signBack: '返回',

  // Uploads.
  idCardFront: '人像面',
  idCardBack: '国徽面',
  uploadRequired: (title: string): string => `请上传${title}`,

  // Confirmation blocks.
  /** Row labels of a person or an order, used when the template's own row has no label. */
  /** Invoice rows whose meaning differs from the person rows of the same key: a company's account is no card. */
  invoiceFieldLabels: { bankAccount: '银行账号' } as Readonly<Record<string, string>>,
  fieldLabels: {
    name: '姓名',
    certiType: '证件类型',
    certiNo: '证件号码',
    gender: '性别',
    birthday: '出生日期',
    phone: '手机号码',
    email: '电子邮箱',
    occupation: '职业',
    area: '所在地区',
    address: '详细地址',
    certValidatePeriod: '证件有效期至',
    personalAnnualIncome: '年收入',
    holderRelation: '与投保人关系',
    orderNo: '订单号',
    goodsName: '产品名称',
    planName: '保障方案',
    insurancePeriod: '保障期间',
    paymentPeriod: '缴费期间',
    paymentFrequency: '缴费方式',
    insuranceAmount: '保额',
    initialPremium: '首期保费',
    firstYearPremium: '首年保费',
    premium: '保费',
    insuranceStartDate: '保障起期',
    insuranceEndDate: '保障止期',
    holderName: '投保人',
    insuredNames: '被保人',
    bankName: '开户银行',
    bankAccountName: '账户名',
    bankAccount: '银行卡号',
    paymentMethod: '支付方式',
    companyName: '单位名称',
    creditCode: '统一社会信用代码',
    companyAddress: '注册地址',
    companyPhone: '单位电话',
    receiverName: '收件人',
    receiverPhone: '联系电话',
    receiverArea: '所在地区',
    receiverAddress: '详细地址',
    customerCode: '工号',
    affiliationName: '所属机构',
  },
  notFilled: '未填写',
  /** Gender codes as the buyer reads them. */
  genderLabels: { M: '男', F: '女' },
  insuredTitle: (n: number): string => `被保人${n}`,
  beneficiaryTitle: '受益人',
  legalBeneficiary: '法定',
  beneficiaryOrder: '受益顺序',
  beneficiaryRatio: '受益比例',
  invoiceType: '发票类型',
  /** Section titles of the order confirmation. */
  holderSection: '投保人信息',
  premiumSection: '保费信息',
  beneficiarySection: '受益人信息',
  invoiceSection: '发票信息',
  deliverySection: '邮寄信息',
  agentSection: '营销员信息',
  monthly: '月缴',
  yearly: '年缴',

  // Payment.
  payAmount: '支付金额',
  confirmPay: '确认支付',
  cashierTitle: '收银台',
  payApplyNo: '支付单号',
  payQuerying: '正在查询支付结果...',
  payUnfinished: '支付未完成，请重新支付',
  payAgain: '重新支付',
  payInfoMissing: '支付信息缺失，请重新下单',
  /** An order left unpaid past UNPAID_ORDER_MINUTES: closed for good. */
  orderClosed: '订单已超时关闭，请重新投保',

  // Result and order detail.
  policyNo: '保单号',
  policyList: '保单信息',
  /** The order detail's underwriting row (queryPolicyResult) and its values. */
  issueStatus: '承保状态',
  issueSuccess: '承保成功',
  issueProcessing: '承保处理中',
  issueFailed: '承保失败',
  policyPeriod: '保障期间',
  /** A buyer link (QR code or SMS) that was never issued, has expired, or belongs elsewhere. */
  linkExpired: '链接不存在或已失效，请重新获取',
  /** The order detail's way to hand the order on to a phone by a buyer link. */
  continueOnPhone: '在手机上继续',
  linkOpening: '正在打开订单...',
  /** The template page while the order named in its address loads (spec section 4, order loading). */
  orderLoading: '正在加载订单...',
  /** After an order is loaded: the personal values its reply hid were not filled in, and why. */
  refillMaskedNote: (fields: string): string => `为保护您的个人信息，订单中已隐藏的${fields}未带入，请重新填写`,
  /** The same note when the hidden fields have no label of their own. */
  refillMaskedFallback: '个人信息',
  /** The confirmation's special agreements (querySpecialAgreementList). */
  specialAgreementsTitle: '特别约定',
  /** Under the holder form when the holder is a member of the insurer's staff (isECIFStaff). */
  staffPurchaseNote: '您是本公司在职员工，本单将登记为员工投保',
  viewOrder: '查看订单详情',
  orderInfoTitle: '订单信息',
  orderDetailTitle: '订单详情',
  personDetailTitle: '投保人与被保人信息',
  orderLost: '未找到订单信息，请重新进入页面',
  /** The result page opened without any order to ask about (no order number in the link or session). */
  resultOrderMissing: '未找到订单，无法查询投保结果',
  /** An order the server refuses for good (404 订单不存在: missing, or opened outside the buyer's browser), when it gives no words. */
  orderUnavailable: '订单不存在或链接已失效',
  /** What the buyer can do then: a plain order link opens only in the browser that placed the order. */
  orderUnavailableHint: '订单链接仅能在下单时使用的浏览器中打开，请从投保页面进入，或重新投保',
  /** Asks for an order again after the query failed on the way (offline, 5xx). */
  reload: '重新加载',
  closePage: '关闭页面',
  flowClosed: '本次投保流程已结束，您可以关闭此页面',
  redirecting: '正在跳转...',
  devPreviewTitle: '开发预览',
  clauseFilesTitle: '条款列表',
  infoDetailTitle: '信息详情',
  qrCodeTitle: '扫码投保',
  recordProductTitle: '产品备案信息',
} as const;

export type OrderMessageKey = keyof typeof ORDER_MESSAGES;

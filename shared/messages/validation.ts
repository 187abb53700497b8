/**
 * Buyer-facing Chinese texts of every validation of spec section 5: submission preconditions, field
 * rules, beneficiaries, supervision reading and the rule catalogue. Texts that depend on a number or a
 * label are functions, so the number is never spliced in by hand elsewhere.
 */
export const VALIDATION_MESSAGES = {
  // Submission and premium preconditions.
  agreeNotice: '请仔细阅读并勾选投保须知',
  selectAtLeastOneInsured: '请至少选择一个被保人',
  insuredCountMax: (max: number): string => `被保人数量不能超过${max}人`,
  insuredCountMin: (min: number): string => `被保人数量不能少于${min}人`,
  healthNoticeInsured: '请完成所有被保人的健康告知',
  healthNoticeHolder: '请完成投保人的健康告知',
  healthNoticeAgent: '请完成营销员告知',
  premiumNotCalculated: '保费尚未计算，请先计算保费',
  twoSelfInsured: '被保人与投保人关系不能同时存在两个本人',
  /** A person policyholder needs full civil capacity: younger than the template's minimum age. */
  holderUnderAge: (age: number): string => `投保人须年满${age}周岁`,

  // Required values.
  required: '必填',
  pleaseSelect: (label: string): string => `请选择${label}`,
  pleaseInput: (label: string): string => `请输入${label}`,
  /** AML: the field becomes required once the total premium reaches the threshold. */
  amlRequired: (label?: string): string =>
    label ? `根据反洗钱相关规定，${label}为必填项` : '根据反洗钱相关规定，此项为必填项',

  // SMS code and payment.
  smsCodePlaceholder: '请输入验证码',
  smsCodeFormat: (length: number): string => `请输入${length}位数字验证码`,
  smsPhoneInvalid: '请输入正确的手机号后获取验证码',
  paymentInfoIncomplete: '请填写完整的支付信息！',

  // Rule catalogue.
  equalsTo: '两次输入不一致',
  phone: '手机号码格式错误',
  number: '请输入正确的数字',
  int: '请输入整数',
  min: (min: number): string => `不能小于${min}`,
  max: (max: number): string => `不能大于${max}`,
  maxLen: (max: number): string => `长度不能超过${max}个字符`,
  minLen: (min: number): string => `长度不能少于${min}个字符`,
  lenRange: (min: number, max: number): string => `长度应为${min}-${max}个字符`,
  pattern: '格式不正确',
  idCardLength: '请输入18位身份证号码',
  certificateFormat: '证件号码格式错误',
  certificateMaxLen: (max: number): string => `证件号码不能超过${max}位`,
  officialCard: '军官证号码应为8位数字',
  passportCard: '护照号码应为1位字母加8位数字',
  nameRequired: '请输入姓名',
  nameAllChinese: '姓名须全部为中文',
  nameChars: '姓名只能包含汉字和间隔号“·”',
  nameLength: (min: number, max: number): string => `姓名长度应为${min}-${max}个字`,
  formNameLength: (min: number, max: number): string => `姓名长度应为${min}-${max}个字符`,
  /** Field length limits of spec section 5 (address, work unit and place, licence plate, age). */
  fieldTooLong: (label: string, max: number): string => `${label}不能超过${max}个字`,
  fieldLengthRange: (label: string, min: number, max: number): string => `${label}应为${min}-${max}个字`,
  ageDigits: (max: number): string => `年龄最多${max}位数字`,
  email: '邮箱格式错误',
  date: '请输入正确的日期',
  zh: '只能输入中文',
  mustTrue: '请勾选此项',

  // Beneficiaries.
  beneficiaryIncomplete: '请填写完整的受益人信息',
  beneficiaryRatioDecimals: '受益比例仅支持两位小数',
  beneficiaryOrder: '受益顺序必须为正整数',
  beneficiaryRatioSum: '受益比例之和必须为100%',
  beneficiaryMissing: '未添加受益人',
  beneficiaryMax: (max: number): string => `受益人最多添加${max}人`,
  beneficiaryRatioFormat: '受益比例格式不正确',

  // Supervision popup reading.
  supervisionReadSeconds: (seconds: number): string => `请阅读协议${seconds}秒及以上`,
  supervisionScrollToEnd: '请继续滑动，确认已全部阅读',
} as const;

export type ValidationMessageKey = keyof typeof VALIDATION_MESSAGES;

/**
 * Buyer-facing Chinese texts of the page flow: page selection, page actions, notices, health notice
 * results and refusal dialogs (spec sections 2, 4 and 8).
 */
export const FLOW_MESSAGES = {
  /** No page of the template matches the requested page. */
  missingPageConfig: '缺少配置数据',
  /** The template query returned nothing. */
  templateNotFound: '未查找到模板数据',
  /** Render error fallback: title and body. */
  renderErrorTitle: '出错了',
  renderErrorBody: '糟糕。。。出错了。。。',

  /** Prefix of the warning for a page action this app does not support; the action name follows. */
  unsupportedPageAction: '不支持的页面操作：',
  /** Warning for the `none` page action: nothing to do. */
  noPageAction: '无需执行页面操作',
  /** Prefix of the warning for a known page action whose data is missing or malformed. */
  invalidPageActionData: '页面操作数据有误：',

  /** An unanswered yes/no notice question. */
  pleaseSelect: '请选择',
  agentDeclarationRequired: '请勾选营销员声明',

  noticeStatusMet: '符合要求',
  noticeStatusPending: '待完成',
  noticeStatusNotMet: '不符合要求',

  /** Health refusal without smart underwriting. */
  underwritingFailedTitle: '核保失败',
  underwritingFailedContent: '您的健康告知不符合投保标准，无法购买本产品',
  seeOtherProducts: '看看其他产品',
  backToEdit: '返回修改',

  /** Health refusal with smart underwriting. */
  smartUnderwritingTitle: '智能核保',
  smartUnderwritingContent: '您的健康告知存在异常情况，可进入智能核保进一步评估，是否继续？',
  cancel: '取消',
  confirm: '确定',
  selectAffectedFamilyTitle: '请勾选有以上情况的家属',

  /** Health notice answering: the two answers, the default confirm bar, and a button the answers do not fit. */
  answerYes: '是',
  answerNo: '否',
  noticeSomeYes: '部分为是',
  noticeAllNo: '以上皆否',
  noticeAnswersMismatch: '您的回答与所选按钮不符，请核对后重新选择',
  noticeAllowed: '告知完成，符合投保要求',
  /** Health notification list: roles, row buttons and the bottom bar. */
  holderRole: '投保人',
  insuredRole: '被保人',
  agentRole: '营销员',
  fillNotice: '去填写',
  refillNotice: '重新填写',
  nextStep: '下一步',
  unnamedPerson: '未填写姓名',
  /** Health notice text block. */
  expand: '展开',
  collapse: '收起',
  notAllowedToInsure: '很抱歉，您不符合投保要求',
  gotIt: '知道了',
  friendlyReminder: '温馨提示',

  /** The agent's own entry, when the order does not carry an agent yet. */
  agentCodePlaceholder: '请输入营销员工号',
  agentCodeFormat: '营销员工号为4至20位字母或数字',
  agentNamePlaceholder: '请输入营销员姓名',
  agentPhonePlaceholder: '请输入营销员手机号',
  /** The agent's declaration, ticked before the agent's notice is confirmed. */
  agentDeclaration: '本人作为营销员，已向投保人完整说明保险条款、责任免除、犹豫期及退保可能产生的损失等重要事项，已提示投保人和被保险人如实告知，未代替其填写告知内容或签名。',
  agentNoticeTitle: '营销员告知',
  /** The agent notice's one button: its items are declarations, confirmed by answering 是. */
  noticeAllYes: '以上皆是',
  /** A declaration of the agent notice answered 否: the sale cannot go on until it is true. */
  agentDeclarationUnmet: '营销员告知的各项声明须全部属实（均回答“是”）方可继续投保；请先向投保人完成说明与提示，再如实作答',
} as const;

export type FlowMessageKey = keyof typeof FLOW_MESSAGES;

/** Buyer-facing texts of the routes and screens of spec section 2 (page-selection states are in flow.ts). */
export const SCREEN_MESSAGES = {
  loading: '加载中...',
  templateNotFoundHint: '请通过正确的投保链接进入',
  detailDataLost: '详情数据丢失, 请重新进入页面',
  qrCodeHint: '请用微信扫描下方二维码继续投保',
  noData: '暂无数据',
  previewUnsupported: '不支持预览',
  /** `mode=preview` opened outside the editor's frame: nothing will send it a template. */
  editorPreviewOnly: '此页面为编辑器预览页面',
  editorPreviewOnlyHint: '预览内容由编辑器发送，单独打开时无法显示',
  openLivePage: '打开正式投保页面',
  orderProcessing: '订单处理中...',
  suspendedFromInsuring: '暂停投保',
  simulatedOrderSuccess: '模拟下单成功',
  /** Under 模拟下单成功 on the result of a simulated order: nothing reached an insurer. */
  simulatedOrderNote: '这是模拟订单，仅用于演示和测试，未向保险公司投保，也未扣款',
  /** A block of the template this version of the page cannot show. */
  blockUnavailable: '当前版本暂不支持展示此内容',
  pageNotFound: '页面不存在',
  backToStart: '返回首页',
  /** The clause link of the clause agreement when the plan's clauses are listed on /files. */
  insuranceClauses: '保险条款',
  /**
   * Wraps a clause or document name in a link text: 《name》. Names that already carry the marks (the
   * insurer's clause labels often do) stay as they are, so the buyer never reads 《《name》》.
   */
  bookTitle: (name: string): string => {
    const trimmed = name.trim();
    return trimmed.startsWith('《') && trimmed.endsWith('》') ? trimmed : `《${trimmed}》`;
  },

  /** Display blocks: the numbered step of a steps list, {n} is the step number. */
  stepLabel: '第{n}步：',
  /** Seconds left before a full-screen tip can be closed, after its button text; {n} is the count. */
  countdownSeconds: '（{n}s）',
  tipDismiss: '我知道了',
  phoneConsult: '电话咨询',
  onlineConsult: '在线咨询',
  claimHotline: '理赔服务电话：',
  questionMark: '问',
  answerMark: '答',
  addEntry: '添加',
  deleteEntry: '删除',
  /** Start-date row: the end of cover that follows from the start date and the insurance period. */
  insuranceEndDateLabel: '保障终止日期：',
  /** Beneficiary form: the relation of a beneficiary to the insured. */
  beneficiaryInsuredRelation: '与被保人关系',
  designatedBeneficiary: '指定',
  /** Default placeholders of date rows and the additional-liability mark of a radio list. */
  pickDatePlaceholder: '请选择日期',
  pickStartDatePlaceholder: '请选择起保日期',
  additionMark: '附加',
  /** Beneficiary list: one entry's summary, e.g. 第1顺位 50%. */
  beneficiarySummary: (order: string, ratio: string): string => `第${order || '-'}顺位${ratio ? ` ${ratio}%` : ''}`,
  /** A notice tab whose text lives in a document (PDF) opened by this link. */
  openDocument: '点击查看文件',
  /** Entry title of a repeatable block without its own title; {n} is the entry number. */
  entryTitle: '第{n}份',
  /** Guarantee duty table: group headings and the default liability column title. */
  dutyMainProducts: '主险',
  dutyAdditionalProducts: '附加险',
  dutyServices: '增值服务',
  dutyLiabilityColumn: '保障责任',
  /** Smart underwriting questionnaire pages (/healthnotify/*) and answer reviews. */
  smartQuestionnaireTitle: '智能核保问卷',
  smartSearchPlaceholder: '请输入疾病名称搜索',
  smartInputPlaceholder: '请输入',
  smartSubmitRound: '提交',
  smartConfirmTitle: '请确认您的回答',
  smartConfirmSubmit: '确认提交',
  smartBackToAnswer: '重新作答',
  smartResultAllowed: '智能核保通过',
  smartResultRefused: '智能核保未通过',
  smartNextMember: '继续下一位',
  smartViewConclusion: '查看核保结论',
  smartConclusionTitle: '核保结论',
  smartBackToInsure: '返回投保',
  smartSessionLost: '智能核保信息已失效，请返回重新填写健康告知',
  underwritingDetailsTitle: '核保问卷详情',
  healthNotificationTitle: '健康告知',
  /** Prefix of the member a questionnaire is for, before the name. */
  smartMemberPrefix: '当前被保人：',
  /** Supervision popup: the button that moves to the next tab, and the one that confirms on the last. */
  supervisionNext: '下一页',
  supervisionConfirm: '我已阅读并同意',
  /** The bubble tip over the supervision text, urging the buyer to scroll on. */
  supervisionBubbleTip: '请滑动阅读全部内容',
  /** Benefit blocks: a comparison figure given as a multiple of the premium. */
  benefitMultiple: (multiple: number): string => `${multiple}倍`,
  /** Benefit blocks before the insured's birthday or age is known. */
  benefitNeedsInsured: '填写被保人出生日期后即可查看利益演示',
  /** The age slider's heading of the chosen age, {age} and {unit} filled in. */
  benefitAtAge: '{age}{unit}时',
  /** The default unit after an age on the benefit age slider. */
  benefitAgeUnit: '岁',
} as const;

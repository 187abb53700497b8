import { MONTHLY_INSTALMENTS } from '../constants';

/**
 * Buyer-facing Chinese texts of the premium display, the premium summary, money units and period
 * wording (spec sections 2, 3 and 8). Formatters in `shared/format/` and `shared/dates/` read their
 * unit words from here so that every text a buyer sees lives in a catalogue.
 */
export const PREMIUM_MESSAGES = {
  /** Shown in place of a premium until one is known. */
  unknownPremium: '-',
  /** Beside a rider the insureds' ages or number rule out (its visibility rule). */
  notForTheseInsureds: '当前被保人不可投保此项',
  calculating: '保费计算中',
  firstMonth: '首月',
  fromNextMonth: '次月起',
  /** Follows the next-month amount of a monthly plan: the remaining instalments of the year. */
  perMonthInstalments: `/月，共${MONTHLY_INSTALMENTS}期`,
  /** Separates the first-month part from the next-month part in the one-line premium text. */
  monthPartsSeparator: '，',

  yuan: '元',
  wanYuan: '万元',
  perYear: '/年',
  /** Unit of the insured count. */
  personUnit: '人',

  /** Certificate validity stored as 9999-12-31. */
  longTerm: '长期',
  lifelong: '终身',
  periodYears: '年',
  periodMonths: '个月',
  periodDays: '天',

  insuredCount: '被保人数',
  initialPremium: '首期保费',
  nextPremium: '次期保费',
  /** Label of one insured person's premium row; `position` counts from 1. */
  insuredPremium: (position: number): string => `被保人${position}保费`,
  /** The list price before any discount. */
  price: '原价',
  feeDetail: '费用明细',
  discount: '折扣',
  yearPrice: '年缴价格',
  totalPremium: '总保费',

  /** 'Premium trial abnormal': the trial call failed or returned an unusable value list. */
  trialAbnormal: '保费试算异常',

  /** Label of a liability's sum insured chooser in the plan tabs. */
  sumInsuredChooser: '保额',
  /** Label of the copies stepper of a product sold by copies. */
  copiesChooser: '购买份数',
  /** Unit of the copies stepper. */
  copiesUnit: '份',
  /** Hint under a typed sum insured: the amounts it accepts. */
  sumInsuredInputRange: (low: string, high: string): string => `可输入${low}~${high}`,
} as const;

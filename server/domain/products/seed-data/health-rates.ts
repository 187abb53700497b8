import type { RateRow } from '../rate-table';
import { YUAN } from './builders';
import { atPriceLevel, rateRow, rateTable, yearlyAndMonthly } from './rate-rows';
import type { RateTableSeed } from './seed-types';

/**
 * Age bands of the medical rates with the yearly premium (yuan) of general medical cover for a man
 * with social insurance: high for infants, lowest in the teens, rising steeply after 45, as
 * 百万医疗 price tables do. Ages 0 to 65 are covered.
 */
const MEDICAL_BANDS: readonly (readonly [number, number, number])[] = [
  [0, 4, 438],
  [5, 10, 198],
  [11, 15, 138],
  [16, 20, 128],
  [21, 25, 148],
  [26, 30, 178],
  [31, 35, 228],
  [36, 40, 298],
  [41, 45, 398],
  [46, 50, 558],
  [51, 55, 788],
  [56, 60, 1088],
  [61, 65, 1488],
];

/** Women pay a little less as children and in old age, a little more in the child-bearing years. */
function femalePercent(ageMin: number): number {
  if (ageMin < 21) return 95;
  return ageMin <= 50 ? 108 : 88;
}

/** Without social insurance the insurer pays the whole bill: about 1.8 times the premium. */
const NO_SOCIAL_SECURITY_PERCENT = 180;

/** The dynamic factor the medical rates depend on. */
export const SOCIAL_SECURITY_FACTOR = 'socialSecurity';

/**
 * The rows of one medical liability: each band's base premium scaled by `percent` (the liability's
 * share of the cover), by gender and by social insurance, at the tenant's price level; yearly and
 * monthly rows.
 */
function medicalRows(percent: number, pricePercent: number, minimumYuan: number): RateRow[] {
  const rows: RateRow[] = [];
  for (const [ageMin, ageMax, baseYuan] of MEDICAL_BANDS) {
    for (const gender of ['M', 'F'] as const) {
      for (const socialSecurity of ['Y', 'N'] as const) {
        const genderPercent = gender === 'F' ? femalePercent(ageMin) : 100;
        const socialPercent = socialSecurity === 'N' ? NO_SOCIAL_SECURITY_PERCENT : 100;
        const yuan = Math.max(minimumYuan, Math.round((baseYuan * percent * genderPercent * socialPercent) / 1_000_000));
        rows.push(rateRow(ageMin, ageMax, atPriceLevel(yuan * YUAN, pricePercent), { gender, factorKey: socialSecurity, insurancePeriod: '1-Y' }));
      }
    }
  }
  return yearlyAndMonthly(rows);
}

/** The medical liabilities' shares of the base premium (percent) and floors (yuan). */
const MEDICAL_LIABILITIES = {
  GEN: { share: 100, floor: 60, name: '一般医疗保险金' },
  CI: { share: 30, floor: 20, name: '重大疾病医疗保险金' },
  PROTON: { share: 4, floor: 6, name: '质子重离子医疗保险金' },
  DRUG: { share: 18, floor: 12, name: '恶性肿瘤院外特定药品费用保险金' },
} as const;

/** Rate table codes of the health plans: `RT-HB-GEN` (basic) / `RT-HP-GEN` (upgraded) and so on. */
export function medicalRateCode(plan: 'HB' | 'HP', liability: keyof typeof MEDICAL_LIABILITIES): string {
  return `RT-${plan}-${liability}`;
}

/** The upgraded plan's wider cover costs about 35% more. */
const PLUS_PLAN_PERCENT = 135;

/** Hospital allowance per 100 yuan a day, by age band (yuan a year). */
const ALLOWANCE_BANDS: readonly (readonly [number, number, number])[] = [
  [0, 17, 36],
  [18, 40, 48],
  [41, 50, 78],
  [51, 60, 118],
];

/** Outpatient cover per 1,000 yuan of sum insured, by age band (yuan a year). */
const OUTPATIENT_BANDS: readonly (readonly [number, number, number])[] = [
  [0, 4, 68],
  [5, 17, 42],
  [18, 40, 28],
  [41, 60, 46],
];

/** Cover outside social insurance's list costs about 45% more. */
const OUTPATIENT_EXTENDED_PERCENT = 145;

function bandRows(bands: readonly (readonly [number, number, number])[], percent: number, pricePercent: number, sumInsured = 0): RateRow[] {
  return bands.map(([ageMin, ageMax, yuan]) => rateRow(ageMin, ageMax, atPriceLevel(Math.round((yuan * percent) / 100) * YUAN, pricePercent), { sumInsured }));
}

/** Every rate table of the health goods at a tenant's price level (percent). */
export function healthRateTables(pricePercent: number): RateTableSeed[] {
  const medical = (['HB', 'HP'] as const).flatMap((plan) =>
    (Object.keys(MEDICAL_LIABILITIES) as (keyof typeof MEDICAL_LIABILITIES)[]).map((key) => {
      const spec = MEDICAL_LIABILITIES[key];
      const percent = plan === 'HP' ? (spec.share * PLUS_PLAN_PERCENT) / 100 : spec.share;
      return rateTable(medicalRateCode(plan, key), `${plan === 'HB' ? '基础版' : '升级版'}${spec.name}费率表`, medicalRows(percent, pricePercent, spec.floor), {
        factorCodes: [SOCIAL_SECURITY_FACTOR],
      });
    }),
  );
  const allowanceRows = [1, 2, 3].flatMap((level) => bandRows(ALLOWANCE_BANDS, level * 100, pricePercent, level * 100 * YUAN));
  return [
    ...medical,
    rateTable('RT-H-ALLOW', '住院津贴费率表（按日额）', yearlyAndMonthly(allowanceRows)),
    rateTable('RT-HP-OPD-IN', '门急诊医疗（社保范围内）费率表（每千元保额）', yearlyAndMonthly(bandRows(OUTPATIENT_BANDS, 100, pricePercent)), {
      basis: 'perUnit',
      unitAmount: 1000 * YUAN,
    }),
    rateTable('RT-HP-OPD-ALL', '门急诊医疗（含社保范围外）费率表（每千元保额）', yearlyAndMonthly(bandRows(OUTPATIENT_BANDS, OUTPATIENT_EXTENDED_PERCENT, pricePercent)), {
      basis: 'perUnit',
      unitAmount: 1000 * YUAN,
    }),
    rateTable('RT-HP-FAMILY', '家庭共享免赔额费率表', yearlyAndMonthly([rateRow(0, 65, atPriceLevel(20 * YUAN, pricePercent))])),
  ];
}

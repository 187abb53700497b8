/**
 * Plain values of spec section 9 that schemas and rules share. This file imports nothing, so the buyer
 * app can use them (through `shared/constants.ts`) without bundling the schema library.
 */

/** Latest date any date picker offers. */
export const DATE_PICKER_MAX = '2060-12-31';

/** Most digits a sum-insured input accepts. */
export const SUM_INSURED_INPUT_MAX_LENGTH = 10;

/** Certificate types of spec section 9: I ID card, P passport, M military officer, SUCC credit code. */
export const CERTIFICATE_TYPE_VALUES = ['I', 'P', 'M', 'SUCC'] as const;

/** Certificate numbers default to this maximum length; SUCC is limited to CERTIFICATE_SUCC_MAX_LENGTH. */
export const CERTIFICATE_DEFAULT_MAX_LENGTH = 100;
export const CERTIFICATE_SUCC_MAX_LENGTH = 18;

/** Stored certificate validity end of a long-term certificate, shown as 长期. */
export const LONG_TERM_CERTIFICATE_VALUE = '9999-12-31';

/** Invoice types of spec section 9. */
export const INVOICE_TYPE_VALUES = ['01', '02', '03'] as const;

/** The invoice type in force until one is chosen; it shows no detail rows. */
export const DEFAULT_INVOICE_TYPE = '03' satisfies (typeof INVOICE_TYPE_VALUES)[number];

/** Units of a fixed-length period: D day, M month, Y year (spec section 9). */
export const PERIOD_UNITS = ['D', 'M', 'Y'] as const;

/** A lifelong period: `L` on its own, or as the unit of a product's period. */
export const LIFELONG_PERIOD = 'L';

/** Number of digits of an SMS verification code. */
export const SMS_CODE_LENGTH = 6;

/** Mainland mobile number: 1, then 3 to 9, then 9 digits. */
export const MOBILE_PATTERN = '^1[3-9]\\d{9}$';

/** The stricter mobile pattern the get-code button checks: 1, then 3, 4, 5, 7, 8 or 9, then 9 digits. */
export const SMS_MOBILE_PATTERN = '^1[345789]\\d{9}$';

/** Occupation categories of spec section 9, shown as 1类 to 7类. */
export const OCCUPATION_CATEGORIES = [1, 2, 3, 4, 5, 6, 7] as const;

/** Most designated beneficiaries one insured may have. */
export const BENEFICIARY_MAX = 100;

/** The benefit ratios (percent) of one benefit order add up to this; one beneficiary's ratio is at most it. */
export const BENEFICIARY_RATIO_SUM = 100;

/** Seconds the supervision popup's bubble tip stays before hiding itself, unless a template sets its own. */
export const BUBBLE_TIP_DEFAULT_DELAY_SECONDS = 5;

/**
 * A person policyholder must have full civil capacity: at least this old (完全民事行为能力), unless the
 * template's holder module sets another minimum.
 */
export const DEFAULT_HOLDER_MIN_AGE = 18;

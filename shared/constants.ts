import { CERTIFICATE_TYPE_VALUES } from '../schema/entities/limits';
import { MOBILE_PATTERN, PERIOD_UNITS, SMS_MOBILE_PATTERN } from '../schema/entities/limits';

/**
 * Every business constant and limit of spec section 9, named after the spec's wording.
 * Money thresholds are in integer fen unless the name says YUAN.
 * Values the schemas also need are defined once in `schema/entities/` and re-exported here.
 */

/** Total premium at which annual income, address, occupation and region become required (AML). */
export const AML_TOTAL_PREMIUM_THRESHOLD_YUAN = 200_000;
export const AML_TOTAL_PREMIUM_THRESHOLD_FEN = AML_TOTAL_PREMIUM_THRESHOLD_YUAN * 100;

export const RESULT_POLLING_INTERVAL_MS = 5000;
export const RESEND_CODE_COUNTDOWN_SECONDS = 60;
export { SMS_CODE_LENGTH } from '../schema/entities/limits';
/** Mainland mobile: 1, then 3 to 9, then 9 digits. */
export const PHONE_PATTERN = new RegExp(MOBILE_PATTERN);
/** The stricter pattern the get-code button checks: 1, then 3, 4, 5, 7, 8 or 9, then 9 digits. */
export const SMS_PHONE_PATTERN = new RegExp(SMS_MOBILE_PATTERN);

export const DEFAULT_UPLOAD_MAX = 20;
export const ID_PHOTO_UPLOAD_MAX = 2;
export const PHOTO_UPLOAD_MAX = 1;
export const SIGNATURE_UPLOAD_MAX = 1;

export { BENEFICIARY_MAX, BENEFICIARY_RATIO_SUM } from '../schema/entities/limits';
export const BENEFICIARY_RATIO_DECIMALS = 2;

export const SUPERVISION_COUNTDOWN_SINGLE_TAB_SECONDS = 5;
export const SUPERVISION_COUNTDOWN_MULTI_TAB_SECONDS = 10;
export const SUPERVISION_BOTTOM_MARGIN_PX = 50;
export const SUPERVISION_INITIAL_CHECK_MS = 2000;
export const BUBBLE_TIP_MAX_TIMES_PER_TAB = 2;
export { BUBBLE_TIP_DEFAULT_DELAY_SECONDS } from '../schema/entities/limits';

/** Amounts below this many yuan are shown in yuan; from it on, in 万元. */
export const WAN_YUAN_THRESHOLD_YUAN = 10_000;
export const WAN_YUAN_MULTIPLIER = 10_000;
/** Prices of this many yuan or more get thousands separators. */
export const THOUSANDS_SEPARATOR_FROM_YUAN = 100;
export const PREMIUM_DECIMALS = 2;

export const TOAST_QUEUE_INTERVAL_MS = 2000;
export const SCROLL_THROTTLE_MS = 100;
export const SECTION_SCROLL_DEBOUNCE_MS = 60;
export const ANCHOR_TAB_OFFSET_PX = 42;
export const ANCHOR_TAB_LOCK_AFTER_CLICK_MS = 2000;
export const SMOOTH_SCROLL_MAX_MS = 300;
export const SMOOTH_SCROLL_STEP_PX = 80;
export const SMOOTH_SCROLL_STEP_INTERVAL_MS = 20;

export { DATE_PICKER_MAX } from '../schema/entities/limits';
/** The earliest choosable date is tomorrow (24 hours ahead). */
export const EARLIEST_CHOOSABLE_OFFSET_DAYS = 1;
export { LONG_TERM_CERTIFICATE_VALUE } from '../schema/entities/limits';
export const MODAL_DEFAULT_WIDTH = '87%';

export const PREMIUM_RECALCULATION_DEBOUNCE_MS = 1000;
export const PREMIUM_TRIAL_DEBOUNCE_MS = 300;
export const ID_DERIVED_FIELDS_DEBOUNCE_MS = 200;
export const CERTIFICATE_CHECK_DEBOUNCE_MS = 500;
export const LINKAGE_WRITE_DEBOUNCE_MS = 1000;
export const STORE_SUBSCRIPTION_DEBOUNCE_MS = 300;
export const ORDER_QUERY_DEDUP_MS = 1000;
export const ORDER_QUERY_DEDUP_RESET_MS = 2000;

/** The plan list scrolls when it has more than this many plans. */
export const PLAN_LIST_SCROLL_ABOVE = 3;
export const POLICY_PERIOD_UNITS = PERIOD_UNITS;
export { OCCUPATION_CATEGORIES } from '../schema/entities/limits';
export { DEFAULT_INVOICE_TYPE } from '../schema/entities/limits';
export const CERTIFICATE_TYPES = CERTIFICATE_TYPE_VALUES;
/** payType 1 is yearly (or single premium); any other payType is monthly. */
export const PAY_TYPE_YEARLY = 1;
export const MONTHLY_INSTALMENTS = 11;

export const MOCK_ORDER_LIABILITY_PREMIUM_YUAN = 100;
export const MOCK_ORDER_PAYMENT_SOURCE = 'WECHAT';
export const REAL_ORDER_DATA_SOURCE = 'h5';

export const ENVIRONMENTS = ['DEV', 'TEST', 'UAT', 'PROD'] as const;
export { DEFAULT_TENANT_CODE as DEFAULT_TENANT } from '../schema/api/tenant-header';

/** Certificate numbers default to the first maximum length; SUCC certificates have their own. */
export { CERTIFICATE_DEFAULT_MAX_LENGTH, CERTIFICATE_SUCC_MAX_LENGTH } from '../schema/entities/limits';
export const ADDRESS_MAX_LENGTH = 25;
export const WORK_UNIT_MIN_LENGTH = 5;
export const WORK_UNIT_MAX_LENGTH = 100;
export const LICENCE_PLATE_MAX_LENGTH = 7;
export { SUM_INSURED_INPUT_MAX_LENGTH } from '../schema/entities/limits';
export const AGE_INPUT_MAX_DIGITS = 2;
export const AGE_TEXT_MAX_LENGTH = 3;
export const ADULT_AGE = 18;
export { DEFAULT_HOLDER_MIN_AGE } from '../schema/entities/limits';

/**
 * How long a forward action waits for a premium calculation that is due or in flight before it
 * refuses with 'premium not calculated' (the calculation itself waits PREMIUM_RECALCULATION_DEBOUNCE_MS).
 */
export const PREMIUM_SETTLE_WAIT_MS = 10_000;

/** An agent's 工号 as insurers issue them: 4 to 20 letters and digits. */
export const AGENT_CODE_PATTERN = '^[A-Za-z0-9]{4,20}$';
export const AGENT_CODE_MAX_LENGTH = 20;

/** The notice type of health notices (spec section 3, order: noticeType healthNotice). */
export const HEALTH_NOTICE_TYPE = 'healthNotice';

/** Who signs on `/signBoard?from=` (spec section 2): 1 the agent, 2 the policyholder. */
export const SIGN_BOARD_FROM = { agent: '1', holder: '2' } as const;

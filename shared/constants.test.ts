import { describe, expect, it } from 'vitest';
import * as C from './constants';

/**
 * Spec section 9, for the figures no behaviour test observes yet: a change to any has to change this
 * table too. A figure leaves the table once a test of the behaviour that uses it pins it (result
 * polling, resend countdown, supervision first check, anchor tabs, modal width, premium recalculation,
 * plan list scrolling: see the block and page tests).
 */
describe('business constants of spec section 9', () => {
  it.each([
    ['AML threshold (yuan)', C.AML_TOTAL_PREMIUM_THRESHOLD_YUAN, 200000],
    ['AML threshold (fen)', C.AML_TOTAL_PREMIUM_THRESHOLD_FEN, 20000000],
    ['code length', C.SMS_CODE_LENGTH, 6],
    ['default upload maximum', C.DEFAULT_UPLOAD_MAX, 20],
    ['ID photos', C.ID_PHOTO_UPLOAD_MAX, 2],
    ['photo', C.PHOTO_UPLOAD_MAX, 1],
    ['signature', C.SIGNATURE_UPLOAD_MAX, 1],
    ['beneficiary maximum', C.BENEFICIARY_MAX, 100],
    ['ratio sum', C.BENEFICIARY_RATIO_SUM, 100],
    ['ratio decimals', C.BENEFICIARY_RATIO_DECIMALS, 2],
    ['supervision single tab', C.SUPERVISION_COUNTDOWN_SINGLE_TAB_SECONDS, 5],
    ['supervision several tabs', C.SUPERVISION_COUNTDOWN_MULTI_TAB_SECONDS, 10],
    ['supervision bottom margin', C.SUPERVISION_BOTTOM_MARGIN_PX, 50],
    ['bubble tip times per tab', C.BUBBLE_TIP_MAX_TIMES_PER_TAB, 2],
    ['bubble tip delay', C.BUBBLE_TIP_DEFAULT_DELAY_SECONDS, 5],
    ['万元 from', C.WAN_YUAN_THRESHOLD_YUAN, 10000],
    ['wanYuan multiplier', C.WAN_YUAN_MULTIPLIER, 10000],
    ['thousands separators from', C.THOUSANDS_SEPARATOR_FROM_YUAN, 100],
    ['premium decimals', C.PREMIUM_DECIMALS, 2],
    ['toast queue interval', C.TOAST_QUEUE_INTERVAL_MS, 2000],
    ['scroll throttle', C.SCROLL_THROTTLE_MS, 100],
    ['smooth scroll maximum', C.SMOOTH_SCROLL_MAX_MS, 300],
    ['smooth scroll step', C.SMOOTH_SCROLL_STEP_PX, 80],
    ['smooth scroll step interval', C.SMOOTH_SCROLL_STEP_INTERVAL_MS, 20],
    ['date picker maximum', C.DATE_PICKER_MAX, '2060-12-31'],
    ['earliest choosable date offset', C.EARLIEST_CHOOSABLE_OFFSET_DAYS, 1],
    ['long-term certificate value', C.LONG_TERM_CERTIFICATE_VALUE, '9999-12-31'],
    ['premium trial debounce', C.PREMIUM_TRIAL_DEBOUNCE_MS, 300],
    ['ID-derived fields debounce', C.ID_DERIVED_FIELDS_DEBOUNCE_MS, 200],
    ['certificate check debounce', C.CERTIFICATE_CHECK_DEBOUNCE_MS, 500],
    ['linkage write debounce', C.LINKAGE_WRITE_DEBOUNCE_MS, 1000],
    ['store subscription debounce', C.STORE_SUBSCRIPTION_DEBOUNCE_MS, 300],
    ['order query deduplication', C.ORDER_QUERY_DEDUP_MS, 1000],
    ['order query deduplication reset', C.ORDER_QUERY_DEDUP_RESET_MS, 2000],
    ['payment type yearly', C.PAY_TYPE_YEARLY, 1],
    ['mock order liability premium', C.MOCK_ORDER_LIABILITY_PREMIUM_YUAN, 100],
    ['mock order payment source', C.MOCK_ORDER_PAYMENT_SOURCE, 'WECHAT'],
    ['real order dataSource', C.REAL_ORDER_DATA_SOURCE, 'h5'],
    ['default invoice type', C.DEFAULT_INVOICE_TYPE, '03'],
  ])('%s', (_row, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('lists the enumerations of section 9', () => {
    expect(C.POLICY_PERIOD_UNITS).toEqual(['D', 'M', 'Y']);
    expect(C.OCCUPATION_CATEGORIES).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(C.CERTIFICATE_TYPES).toEqual(['I', 'P', 'M', 'SUCC']);
    expect(C.ENVIRONMENTS).toEqual(['DEV', 'TEST', 'UAT', 'PROD']);
  });

  it('has the two phone patterns of sections 5 and 9', () => {
    expect(C.PHONE_PATTERN.test('13912345678')).toBe(true);
    expect(C.PHONE_PATTERN.test('12912345678')).toBe(false);
    expect(C.SMS_PHONE_PATTERN.test('16912345678')).toBe(false);
    expect(C.SMS_PHONE_PATTERN.test('15912345678')).toBe(true);
  });
});

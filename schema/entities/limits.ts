/** Plain limits of spec section 9 that no single entity owns. */

/** Latest date any date picker offers. */
export const DATE_PICKER_MAX = '2060-12-31';

/** Most digits a sum-insured input accepts. */
export const SUM_INSURED_INPUT_MAX_LENGTH = 10;

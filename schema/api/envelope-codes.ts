/** `code` of a call that succeeded; `success: true` means the same. */
export const SUCCESS_CODE = 0;

/** Codes whose message opens the 温馨提示 dialog on premium calculation, nextStep and submit. */
export const REMINDER_DIALOG_CODES = [20000, 20019] as const;

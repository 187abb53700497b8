import { RESEND_CODE_COUNTDOWN_SECONDS } from '../../../../shared/constants';
import { MINUTE_MS, SECOND_MS } from '../../../app/durations';

/** A code is valid this long after it is sent. */
export const SMS_CODE_TTL_MS = 5 * MINUTE_MS;

/** Sends to one phone are at least this far apart (the app's resend countdown). */
export const SMS_RESEND_INTERVAL_MS = RESEND_CODE_COUNTDOWN_SECONDS * SECOND_MS;

/** Most codes one phone may receive in any 60 minutes. */
export const SMS_PHONE_HOURLY_MAX = 5;

/** Most codes one phone may receive in any 24 hours. */
export const SMS_PHONE_DAILY_MAX = 10;

/** Most codes requested from one address in any 60 minutes, whatever the phone. */
export const SMS_IP_HOURLY_MAX = 30;

/** Wrong tries after which a code is void. */
export const SMS_MAX_WRONG_TRIES = 5;

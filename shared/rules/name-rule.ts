import { VALIDATION_MESSAGES } from '../messages/validation';
import type { RuleFn } from './rule-fn';
import { isEmptyValue, toText } from './rule-value';
import { textLength } from './text-length';

export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 20;

const HAS_HAN = /\p{Script=Han}/u;
/** Chinese characters, joined by single middle dots as in 阿依古丽·买买提; no dot at either end. */
const CHINESE_NAME = /^\p{Script=Han}+(·\p{Script=Han}+)*$/u;

/**
 * `name`: a Chinese name of 2 to 20 characters, Chinese characters and the middle dot only. A name
 * without any Chinese is told to be Chinese; one mixing in other characters is told which are allowed.
 */
export const nameRule: RuleFn = (value) => {
  if (isEmptyValue(value)) return undefined;
  const text = toText(value);
  if (!HAS_HAN.test(text)) return VALIDATION_MESSAGES.nameAllChinese;
  if (!CHINESE_NAME.test(text)) return VALIDATION_MESSAGES.nameChars;
  const length = textLength(text);
  if (length < NAME_MIN_LENGTH || length > NAME_MAX_LENGTH) {
    return VALIDATION_MESSAGES.nameLength(NAME_MIN_LENGTH, NAME_MAX_LENGTH);
  }
  return undefined;
};

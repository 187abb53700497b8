import type { PreviewPersona } from '../../schema/preview/preview-persona';
import { ADULT_AGE } from '../constants';
import { idCardCheckChar } from '../identity/id-card-check-char';
import { personaBirthday } from '../preview/persona-birthday';
import { unifiedSocialCreditCode } from './unified-social-credit-code';

/** One made-up person the walk fills a form with: every value valid by the shared rules. */
export interface WalkPerson {
  readonly name: string;
  readonly gender: 'M' | 'F';
  /** `YYYY-MM-DD`. */
  readonly birthday: string;
  readonly age: number;
  /** A resident ID number carrying the birthday and gender. */
  readonly certiNo: string;
  readonly phone: string;
  readonly email: string;
}

/** The company a company policyholder's form is filled with. */
export interface WalkCompany {
  readonly name: string;
  readonly certiNo: string;
  readonly contactName: string;
}

/** Whom the walk's buyer insures and who buys: the persona's insured, and its holder. */
export interface WalkPeople {
  readonly insured: WalkPerson;
  readonly holder: WalkPerson;
  /** An adult insured buys for themself (relation 本人); a child's parent buys for the child. */
  readonly insuredIsHolder: boolean;
  /** Whom the insured names as beneficiary where the page asks for one: their spouse. */
  readonly beneficiary: WalkPerson;
  readonly company: WalkCompany;
}

/** The age of the parent who buys for an under-age insured. */
const PARENT_AGE = 35;

/** A resident ID number: Beijing Dongcheng, the birthday, a sequence whose last digit is odd for a man. */
export function residentIdNumber(birthday: string, gender: 'M' | 'F'): string {
  const first17 = `110101${birthday.replace(/-/g, '')}${gender === 'M' ? '013' : '024'}`;
  return first17 + idCardCheckChar(first17);
}

function person(name: string, gender: 'M' | 'F', age: number, today: string, phone: string): WalkPerson {
  const birthday = personaBirthday(age, today) ?? '1990-01-01';
  return { name, gender, birthday, age, certiNo: residentIdNumber(birthday, gender), phone, email: 'walk.buyer@example.com' };
}

/**
 * The people of a walk as the persona: the insured of the persona's age and gender (born on the day
 * the persona's trial rows say), and, for an under-age insured, a parent of 35 as the holder.
 */
export function walkPeople(persona: Pick<PreviewPersona, 'insuredAge' | 'gender'>, today: string): WalkPeople {
  const insured = person(persona.gender === 'M' ? '王安明' : '王安宁', persona.gender, persona.insuredAge, today, '13800138000');
  const insuredIsHolder = persona.insuredAge >= ADULT_AGE;
  const holder = insuredIsHolder ? insured : person('李佳慧', 'F', PARENT_AGE, today, '13900139000');
  return {
    insured,
    holder,
    insuredIsHolder,
    beneficiary: persona.gender === 'M' ? person('李丽华', 'F', Math.max(persona.insuredAge, ADULT_AGE), today, '13600136000') : person('李志华', 'M', Math.max(persona.insuredAge, ADULT_AGE), today, '13600136000'),
    company: { name: '上海安心示例科技有限公司', certiNo: unifiedSocialCreditCode('91310115', 'MA1K3YJ12'), contactName: '张伟' },
  };
}

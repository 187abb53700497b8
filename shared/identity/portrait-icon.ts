import { ADULT_AGE } from '../constants';

/** The portrait shown beside an insured or holder. */
export type PortraitIcon = 'boy' | 'man' | 'girl' | 'woman';

/** Picks the portrait by gender and age: above 18 (not at 18) is a man or a woman. */
export function portraitIcon(age: number, gender: 'M' | 'F'): PortraitIcon {
  const adult = age > ADULT_AGE;
  if (gender === 'M') return adult ? 'man' : 'boy';
  return adult ? 'woman' : 'girl';
}

import { enumGlosses } from '../../schema/catalogue/enum-glosses';
import type { EnumOption } from './control-descriptor';

const HAN = /\p{Script=Han}/u;

/**
 * The options of an enum, each labelled with the meaning the schema's description gives it (the
 * catalogue writes enum descriptions as "value meaning" pairs, in the language the schema was
 * localized to), so an operator reads 月缴（month） or "monthly (month)" rather than a bare `month`.
 */
export function enumOptions(values: readonly (string | number)[], description: string | undefined): EnumOption[] {
  const glosses = enumGlosses(values, description);
  return values.map((value) => {
    const meaning = glosses.get(value);
    if (meaning === undefined) return { value, label: String(value) };
    return { value, label: HAN.test(meaning) ? `${meaning}（${String(value)}）` : `${meaning} (${String(value)})` };
  });
}

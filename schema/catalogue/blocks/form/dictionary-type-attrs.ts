import { StringEnum } from '../../../string-enum';

/** Server dictionaries a select row may draw its options from (spec section 3, Data sources). */
export const DICTIONARY_TYPES = ['occupation', 'district', 'country', 'certiType', 'bank'] as const;

export const DictionaryTypeSchema = StringEnum(DICTIONARY_TYPES, {
  title: '数据字典',
  titleEn: 'Data dictionary',
  description: 'occupation 职业，district 地区，country 国家，certiType 证件类型，bank 银行',
  descriptionEn: 'occupation occupations; district regions; country countries; certiType ID types; bank banks',
});

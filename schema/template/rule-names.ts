// Without TypeBox: the buyer app reads these names at run time.

/** Every rule of the shared rule catalogue a template may name (spec section 5). */
export const RULE_NAMES = [
  'required',
  'equalsTo',
  'phone',
  'number',
  'int',
  'min',
  'max',
  'maxLen',
  'minLen',
  'lenRange',
  'pattern',
  'idCard',
  'officialCard',
  'passportCard',
  'name',
  'formName',
  'email',
  'date',
  'zh',
  'mustTrue',
  'aml',
  'certificate',
  'ratio',
  'smsCode',
] as const;

import type { ConditionFinding, ConditionFindingCode } from './condition-finding';

/** A message with `{name}` tokens filled from a finding's params. */
interface LocalizedMessage {
  readonly 'zh-CN': string;
  readonly 'en-US': string;
}

/** The wording of each condition finding, Chinese for operators and English for the editor's English UI. */
export const CONDITION_FINDING_MESSAGES: Readonly<Record<ConditionFindingCode, LocalizedMessage>> = {
  conditionShape: {
    'zh-CN': '条件应为只含一个运算符的 JSON Logic 对象',
    'en-US': 'A condition must be a JSON Logic object with exactly one operator',
  },
  conditionUnknownOperator: {
    'zh-CN': '不支持的运算符「{operator}」，可用：{allowed}',
    'en-US': 'Operator "{operator}" is not supported; use one of {allowed}',
  },
  conditionArity: {
    'zh-CN': '运算符「{operator}」需要 {expected} 个参数，实际 {actual} 个',
    'en-US': 'Operator "{operator}" takes {expected} arguments, not {actual}',
  },
  conditionUnknownVariable: {
    'zh-CN': '未知变量「{variable}」',
    'en-US': 'Unknown variable "{variable}"',
  },
  conditionTypeMismatch: {
    'zh-CN': '类型不匹配：{subject}（{left}）不能与{right}比较（运算符「{operator}」）',
    'en-US': 'Type mismatch: {subject} ({left}) cannot be compared with {right} (operator "{operator}")',
  },
  conditionUnknownValue: {
    'zh-CN': '变量「{variable}」没有取值「{value}」，可选：{allowed}',
    'en-US': 'Variable "{variable}" never takes the value "{value}"; it takes {allowed}',
  },
  conditionNotBoolean: {
    'zh-CN': '此处应为条件（比较或是/否变量），而不是{type}',
    'en-US': 'A condition (a comparison or a yes/no variable) is needed here, not a {type}',
  },
  conditionFieldOnly: {
    'zh-CN': '「{key}」只能设在表单项上',
    'en-US': '"{key}" applies to form fields only',
  },
  conditionHidesOrderField: {
    'zh-CN': '订单必须包含「{field}」，不能用显示条件隐藏',
    'en-US': 'Every order needs "{field}"; a visibility condition must not hide it',
  },
};

/** Type names as the messages say them. */
const TYPE_WORDS: Readonly<Record<string, LocalizedMessage>> = {
  string: { 'zh-CN': '文本', 'en-US': 'text' },
  number: { 'zh-CN': '数字', 'en-US': 'number' },
  boolean: { 'zh-CN': '是/否', 'en-US': 'yes/no' },
  null: { 'zh-CN': '空值', 'en-US': 'null' },
  list: { 'zh-CN': '列表', 'en-US': 'list' },
};

/** A finding's message in one language, its params filled in (type names translated). */
export function conditionFindingMessage(finding: ConditionFinding, locale: keyof LocalizedMessage = 'zh-CN'): string {
  return CONDITION_FINDING_MESSAGES[finding.code][locale].replace(/\{(\w+)\}/g, (token, name: string) => {
    const value = finding.params[name];
    if (value === undefined) return token;
    const typeWord = name === 'left' || name === 'right' || name === 'type' ? TYPE_WORDS[String(value)] : undefined;
    return typeWord ? typeWord[locale] : String(value);
  });
}

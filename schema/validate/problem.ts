import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../string-enum';

/** How a finding weighs: an error stops publication; a warning must be acknowledged by the publisher. */
export const PROBLEM_SEVERITIES = ['error', 'warning'] as const;

export type ProblemSeverity = (typeof PROBLEM_SEVERITIES)[number];

/** A text in both languages of the editor, for a finding parameter that reads differently in each. */
export const LocalizedTextSchema = Type.Object(
  { 'zh-CN': Type.String({ title: '中文' }), 'en-US': Type.String({ title: 'English' }) },
  { additionalProperties: false, title: '双语文本' },
);

export type LocalizedText = Static<typeof LocalizedTextSchema>;

/**
 * One validation finding: where (a JSON Pointer into the template) and what (Chinese, for operators).
 * Findings of the publish gate also name their rule (`module.policy-holder.required`), its severity and
 * the parameters of its message, so the editor can word it in the operator's language.
 */
export const ProblemSchema = Type.Object(
  {
    path: Type.String({ title: 'JSON Pointer' }),
    message: Type.String({ title: '问题说明' }),
    rule: Type.Optional(Type.String({ title: '规则 ID', description: '发布检查规则目录中的规则，见 docs/template-format.md' })),
    severity: Type.Optional(StringEnum(PROBLEM_SEVERITIES, { title: '严重程度', description: 'error 阻止发布；warning 须发布人确认' })),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), LocalizedTextSchema]), { title: '消息参数' }),
    ),
  },
  { additionalProperties: false },
);

export type Problem = Static<typeof ProblemSchema>;

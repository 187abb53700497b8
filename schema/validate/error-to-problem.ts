import type { Problem } from './problem';
import type { SchemaValidatorError } from './schema-validator';

function escapePointerToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function str(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const TYPE_NAMES: Record<string, string> = {
  string: '字符串',
  number: '数字',
  integer: '整数',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: 'null',
};

function typeName(type: unknown): string {
  if (Array.isArray(type)) return type.map(typeName).join(' 或 ');
  return TYPE_NAMES[str(type)] ?? str(type);
}

/**
 * Turns one ajv error into a problem with a Chinese message. Errors about a missing or extra property
 * point at that property, so the editor can highlight the field itself.
 */
export function errorToProblem(error: SchemaValidatorError): Problem {
  const { instancePath: path, params } = error;
  switch (error.keyword) {
    case 'required':
      return { path: `${path}/${escapePointerToken(str(params.missingProperty))}`, message: '缺少必填项' };
    case 'additionalProperties':
      return {
        path: `${path}/${escapePointerToken(str(params.additionalProperty))}`,
        message: `不支持的属性「${str(params.additionalProperty)}」`,
      };
    case 'type':
      return { path, message: `应为${typeName(params.type)}` };
    case 'enum':
      if (path.endsWith('/component')) return { path, message: '未知组件，请从组件库中选择' };
      return { path, message: `取值应为以下之一：${(params.allowedValues as unknown[]).map(str).join('、')}` };
    case 'const':
      return { path, message: `取值应为 ${str(params.allowedValue)}` };
    case 'minimum':
      return { path, message: `不能小于 ${str(params.limit)}` };
    case 'maximum':
      return { path, message: `不能大于 ${str(params.limit)}` };
    case 'exclusiveMinimum':
      return { path, message: `应大于 ${str(params.limit)}` };
    case 'exclusiveMaximum':
      return { path, message: `应小于 ${str(params.limit)}` };
    case 'minLength':
      return { path, message: params.limit === 1 ? '不能为空' : `长度不能少于 ${str(params.limit)} 个字符` };
    case 'maxLength':
      return { path, message: `长度不能超过 ${str(params.limit)} 个字符` };
    case 'minItems':
      return { path, message: `至少需要 ${str(params.limit)} 项` };
    case 'maxItems':
      return { path, message: `最多 ${str(params.limit)} 项` };
    case 'pattern':
      return { path, message: '格式不正确' };
    case 'multipleOf':
      return { path, message: `应为 ${str(params.multipleOf)} 的倍数` };
    case 'anyOf':
    case 'oneOf':
      return { path, message: '取值不符合任何一种允许的格式' };
    default:
      return { path, message: `不符合规则（${error.keyword}）` };
  }
}

/**
 * Converts an ajv error list to problems: drops the `if` wrappers whose inner errors are already
 * reported, reports an `anyOf` / `oneOf` once instead of once per branch, and keeps one problem per
 * path and message.
 */
export function errorsToProblems(errors: readonly SchemaValidatorError[] | null | undefined): Problem[] {
  const list = errors ?? [];
  const alternatives = list
    .filter((error) => error.keyword === 'anyOf' || error.keyword === 'oneOf')
    .map((error) => `${error.schemaPath}/`);
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const error of list) {
    if (error.keyword === 'if') continue;
    if (alternatives.some((prefix) => error.schemaPath.startsWith(prefix))) continue;
    const problem = errorToProblem(error);
    const key = `${problem.path}\u0000${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

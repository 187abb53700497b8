import type { ConditionLiteral } from '../../../schema/template/condition-operators';
import type { ConditionLogic } from '../../../schema/template/condition-logic';

/** What the builder offers between a variable and its value; `in` / `notIn` take a list, `filled` / `empty` none. */
export const BUILDER_OPERATORS = ['==', '!=', '<', '<=', '>', '>=', 'in', 'notIn', 'filled', 'empty'] as const;

export type BuilderOperator = (typeof BUILDER_OPERATORS)[number];

/** One comparison row of the builder: a variable, an operator and a value (a list for `in` / `notIn`). */
export interface ConditionRule {
  readonly kind: 'rule';
  readonly variable: string;
  readonly operator: BuilderOperator;
  readonly value: ConditionLiteral | readonly ConditionLiteral[];
}

/** Rows and nested groups joined by and (all of them) or or (any of them). */
export interface ConditionGroup {
  readonly kind: 'group';
  readonly combinator: 'and' | 'or';
  readonly items: readonly ConditionNode[];
}

export type ConditionNode = ConditionRule | ConditionGroup;

function ruleToLogic(rule: ConditionRule): ConditionLogic {
  const variable = { var: rule.variable };
  const list = (Array.isArray(rule.value) ? rule.value : [rule.value]) as ConditionLiteral[];
  const single = (Array.isArray(rule.value) ? (rule.value[0] ?? null) : rule.value) as ConditionLiteral;
  switch (rule.operator) {
    case 'in':
      return { in: [variable, list] };
    case 'notIn':
      return { '!': [{ in: [variable, list] }] };
    case 'filled':
      return { '!!': [variable] };
    case 'empty':
      return { '!': [variable] };
    case '==':
      return { '==': [variable, single] };
    case '!=':
      return { '!=': [variable, single] };
    case '<':
      return { '<': [variable, single] };
    case '<=':
      return { '<=': [variable, single] };
    case '>':
      return { '>': [variable, single] };
    case '>=':
      return { '>=': [variable, single] };
  }
}

/** The JSON Logic of a builder tree; undefined for a group with nothing in it (no condition at all). */
export function toLogic(node: ConditionNode): ConditionLogic | undefined {
  if (node.kind === 'rule') return ruleToLogic(node);
  const items = node.items.map(toLogic).filter((logic): logic is ConditionLogic => logic !== undefined);
  if (items.length === 0) return undefined;
  return node.combinator === 'and' ? { and: items } : { or: items };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isLiteral(value: unknown): value is ConditionLiteral {
  return value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** The single operator and its arguments as a list (JSON Logic reads a lone argument as a list of one). */
function split(logic: unknown): [string, unknown[]] | undefined {
  if (!isRecord(logic)) return undefined;
  const keys = Object.keys(logic);
  if (keys.length !== 1) return undefined;
  const operator = keys[0]!;
  const args = logic[operator];
  return [operator, Array.isArray(args) ? args : [args]];
}

function variableOf(operand: unknown): string | undefined {
  const parts = split(operand);
  return parts && parts[0] === 'var' && parts[1].length === 1 && typeof parts[1][0] === 'string' ? parts[1][0] : undefined;
}

const COMPARISONS: ReadonlySet<string> = new Set(['==', '!=', '<', '<=', '>', '>=']);

function ruleFromLogic(logic: unknown): ConditionRule | undefined {
  const parts = split(logic);
  if (!parts) return undefined;
  const [operator, args] = parts;
  if (COMPARISONS.has(operator) && args.length === 2 && isLiteral(args[1])) {
    const variable = variableOf(args[0]);
    return variable === undefined ? undefined : { kind: 'rule', variable, operator: operator as BuilderOperator, value: args[1] };
  }
  if (operator === 'in' && args.length === 2 && Array.isArray(args[1]) && args[1].every(isLiteral)) {
    const variable = variableOf(args[0]);
    return variable === undefined ? undefined : { kind: 'rule', variable, operator: 'in', value: args[1] };
  }
  if ((operator === '!' || operator === '!!') && args.length === 1) {
    const variable = variableOf(args[0]);
    if (variable !== undefined) return { kind: 'rule', variable, operator: operator === '!!' ? 'filled' : 'empty', value: null };
    const inner = operator === '!' ? ruleFromLogic(args[0]) : undefined;
    if (inner?.operator === 'in') return { ...inner, operator: 'notIn' };
  }
  return undefined;
}

function nodeFromLogic(logic: unknown): ConditionNode | undefined {
  const parts = split(logic);
  if (parts && (parts[0] === 'and' || parts[0] === 'or')) {
    const items = parts[1].map(nodeFromLogic);
    if (items.length === 0 || items.some((item) => item === undefined)) return undefined;
    return { kind: 'group', combinator: parts[0], items: items as ConditionNode[] };
  }
  return ruleFromLogic(logic);
}

/**
 * The builder tree of a condition, always a group at the top (a lone comparison becomes a group of
 * one); undefined when the condition uses what the builder cannot show (a value on the left, a negated
 * group...), which is then edited in the code view.
 */
export function fromLogic(logic: unknown): ConditionGroup | undefined {
  const node = nodeFromLogic(logic);
  if (!node) return undefined;
  return node.kind === 'group' ? node : { kind: 'group', combinator: 'and', items: [node] };
}

/** A position in the tree: the item indexes from the top group down. */
export type NodePath = readonly number[];

/** The tree with the node at `path` replaced by `replace(node)`, or removed when it returns undefined. */
export function updateNode(group: ConditionGroup, path: NodePath, replace: (node: ConditionNode) => ConditionNode | undefined): ConditionGroup {
  const [index, ...rest] = path;
  if (index === undefined) return group;
  const items = group.items.flatMap((item, at) => {
    if (at !== index) return [item];
    const next = rest.length === 0 ? replace(item) : item.kind === 'group' ? updateNode(item, rest, replace) : item;
    return next === undefined ? [] : [next];
  });
  return { ...group, items };
}

import type { ConditionVariable, ConditionValueType } from '../../template/condition-variables';
import { CONDITION_OPERATORS, isConditionOperator, isSafeVariableName, type ConditionLiteral } from '../../template/condition-operators';
import type { ConditionFinding } from './condition-finding';

/** The type of an expression: a value type, `null`, or undefined once a mistake inside it was reported. */
type ExpressionType = ConditionValueType | 'null' | undefined;

/** An expression's type, with the variable or literal it is, for the messages. */
interface Typed {
  readonly type: ExpressionType;
  readonly variable?: ConditionVariable;
  readonly literal?: ConditionLiteral;
  readonly path: string;
}

const ALLOWED = CONDITION_OPERATORS.join(' ');

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** How a message names an operand: the variable, else the literal as JSON. */
function subject(typed: Typed): string {
  return typed.variable ? typed.variable.name : JSON.stringify(typed.literal ?? null);
}

/** Walks one condition, typing every expression and recording each mistake where it is. */
class ConditionChecker {
  readonly findings: ConditionFinding[] = [];

  constructor(private readonly variables: ReadonlyMap<string, ConditionVariable>) {}

  /** An expression that must be a yes/no: a group member, a whole condition. */
  condition(node: unknown, path: string): void {
    const typed = this.expression(node, path);
    if (typed.type !== undefined && typed.type !== 'boolean') {
      this.findings.push({ code: 'conditionNotBoolean', path, params: { type: typed.type } });
    }
  }

  expression(node: unknown, path: string): Typed {
    if (node === null) return { type: 'null', literal: null, path };
    if (typeof node === 'string' || typeof node === 'boolean') return { type: typeof node as 'string' | 'boolean', literal: node, path };
    if (typeof node === 'number' && Number.isFinite(node)) return { type: 'number', literal: node, path };
    const keys = isRecord(node) ? Object.keys(node) : [];
    if (!isRecord(node) || keys.length !== 1) return this.mistake({ code: 'conditionShape', path, params: {} }, path);
    const operator = keys[0]!;
    const args = node[operator];
    const at = `${path}/${escapeToken(operator)}`;
    if (operator === 'var') return this.variable(args, at);
    if (!isConditionOperator(operator)) return this.mistake({ code: 'conditionUnknownOperator', path, params: { operator, allowed: ALLOWED } }, path);
    // JSON Logic reads a lone argument as a list of one; its pointer is then the operator's own.
    const list = Array.isArray(args) ? args : [args];
    const argPath = (index: number) => (Array.isArray(args) ? `${at}/${index}` : at);
    switch (operator) {
      case 'and':
      case 'or':
        if (list.length === 0) return this.arity(operator, '1+', 0, path);
        list.forEach((item, index) => this.condition(item, argPath(index)));
        return { type: 'boolean', path };
      case '!':
      case '!!':
        if (list.length !== 1) return this.arity(operator, 1, list.length, path);
        this.expression(list[0], argPath(0));
        return { type: 'boolean', path };
      case '==':
      case '!=':
        if (list.length !== 2) return this.arity(operator, 2, list.length, path);
        this.compare(operator, list.map((item, index) => this.expression(item, argPath(index))), path, true);
        return { type: 'boolean', path };
      case '<':
      case '<=':
      case '>':
      case '>=': {
        const between = operator === '<' || operator === '<=';
        if (list.length !== 2 && !(between && list.length === 3)) return this.arity(operator, between ? '2-3' : 2, list.length, path);
        this.compare(operator, list.map((item, index) => this.expression(item, argPath(index))), path, false);
        return { type: 'boolean', path };
      }
      case 'in':
        if (list.length !== 2) return this.arity(operator, 2, list.length, path);
        this.membership(list[0], list[1], argPath(0), argPath(1), path);
        return { type: 'boolean', path };
    }
  }

  private variable(args: unknown, path: string): Typed {
    const name = typeof args === 'string' ? args : Array.isArray(args) && args.length === 1 && typeof args[0] === 'string' ? args[0] : undefined;
    if (name === undefined) return this.mistake({ code: 'conditionShape', path, params: {} }, path);
    const variable = isSafeVariableName(name) ? this.variables.get(name) : undefined;
    if (!variable) return this.mistake({ code: 'conditionUnknownVariable', path, params: { variable: name } }, path);
    return { type: variable.type, variable, path };
  }

  /**
   * Every operand of a comparison has one type. Equality also takes null ("has no value"); ordering
   * takes numbers or texts (`YYYY-MM-DD` dates order as texts), never yes/no.
   */
  private compare(operator: string, operands: readonly Typed[], path: string, isEquality: boolean): void {
    const known = operands.filter((typed) => typed.type !== undefined && !(isEquality && typed.type === 'null'));
    const unordered = isEquality ? undefined : known.find((typed) => typed.type === 'null' || typed.type === 'boolean');
    const first = known.find((typed) => typed !== unordered);
    const mismatch = unordered ?? known.find((typed) => typed.type !== first?.type);
    if (mismatch) {
      const other = known.find((typed) => typed !== mismatch);
      const [named, plain] = !mismatch.variable && other?.variable ? [other, mismatch] : [mismatch, other];
      this.findings.push({
        code: 'conditionTypeMismatch',
        path,
        params: { operator, subject: subject(named), left: named.type ?? 'null', right: plain?.type ?? 'number' },
      });
      return;
    }
    this.checkValues(known);
  }

  /** `in`: an operand in a list of literals of its type, or a text inside a text operand. */
  private membership(item: unknown, container: unknown, itemPath: string, containerPath: string, path: string): void {
    const typed = this.expression(item, itemPath);
    if (!Array.isArray(container)) {
      const within = this.expression(container, containerPath);
      for (const side of [typed, within]) {
        if (side.type !== undefined && side.type !== 'string') {
          this.findings.push({ code: 'conditionTypeMismatch', path, params: { operator: 'in', subject: subject(side), left: side.type, right: 'string' } });
          return;
        }
      }
      return;
    }
    const members = container.map((member, index) => this.expression(member, `${containerPath}/${index}`));
    const wrong = members.find((member) => member.type !== undefined && (member.literal === undefined || (typed.type !== undefined && member.type !== typed.type)));
    if (wrong) {
      this.findings.push({ code: 'conditionTypeMismatch', path: wrong.path, params: { operator: 'in', subject: subject(typed), left: typed.type ?? 'null', right: wrong.type ?? 'null' } });
      return;
    }
    this.checkValues([typed, ...members]);
  }

  /** A text literal compared with a variable of fixed options must be one of them. */
  private checkValues(operands: readonly Typed[]): void {
    const variable = operands.find((typed) => typed.variable?.options)?.variable;
    if (!variable?.options) return;
    for (const typed of operands) {
      if (typeof typed.literal === 'string' && !variable.options.includes(typed.literal)) {
        this.findings.push({ code: 'conditionUnknownValue', path: typed.path, params: { variable: variable.name, value: typed.literal, allowed: variable.options.join(' ') } });
      }
    }
  }

  private arity(operator: string, expected: number | string, actual: number, path: string): Typed {
    return this.mistake({ code: 'conditionArity', path, params: { operator, expected, actual } }, path);
  }

  private mistake(finding: ConditionFinding, path: string): Typed {
    this.findings.push(finding);
    return { type: undefined, path };
  }
}

/**
 * The mistakes in one condition at `path`: its shape, operators outside the allowed subset, variables
 * the template does not offer, comparisons across types and values a variable never takes. A
 * condition must come out as a yes/no.
 */
export function checkCondition(logic: unknown, path: string, variables: ReadonlyMap<string, ConditionVariable>): ConditionFinding[] {
  const checker = new ConditionChecker(variables);
  checker.condition(logic, path);
  return checker.findings;
}

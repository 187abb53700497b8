import { isConditionOperator, isSafeVariableName } from '../../schema/template/condition-operators';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Whether a condition stays inside the allowed JSON Logic subset: every object one allowed operator
 * or a `var` of a well-formed name, every other value a literal or a list of such. Checked before any
 * condition is evaluated, so a template that skipped validation still cannot call `method` or read
 * an object's prototype.
 */
export function isSafeCondition(node: unknown): boolean {
  if (node === null || typeof node === 'string' || typeof node === 'boolean') return true;
  if (typeof node === 'number') return Number.isFinite(node);
  if (Array.isArray(node)) return node.every(isSafeCondition);
  if (!isRecord(node)) return false;
  const keys = Object.keys(node);
  if (keys.length !== 1) return false;
  const operator = keys[0]!;
  const args = node[operator];
  if (operator === 'var') {
    const name = Array.isArray(args) && args.length === 1 ? args[0] : args;
    return typeof name === 'string' && isSafeVariableName(name);
  }
  return isConditionOperator(operator) && isSafeCondition(args);
}

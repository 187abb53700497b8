import { Type } from '@sinclair/typebox';

/**
 * A health-notice verdict: true meets requirements, false does not, null is still to be completed.
 * One `type` list rather than a union: a validator that coerces types tries a union's branches in
 * order and would turn null into false, reading "to be completed" as "refused".
 */
export function AllowInsureSchema() {
  return Type.Unsafe<boolean | null>({
    type: ['boolean', 'null'],
    title: '是否可投保',
    description: 'true 符合要求，false 不符合要求，null 待完成',
  });
}

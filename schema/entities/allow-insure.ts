import { Type } from '@sinclair/typebox';

/** A health-notice verdict: true meets requirements, false does not, null is still to be completed. */
export function AllowInsureSchema() {
  return Type.Union([Type.Boolean(), Type.Null()], {
    title: '是否可投保',
    description: 'true 符合要求，false 不符合要求，null 待完成',
  });
}

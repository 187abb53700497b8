import { Type, type Static } from '@sinclair/typebox';

/** One tab of the plan selector: the plan id and its sales name. */
export const PlanOptionSchema = Type.Object(
  {
    value: Type.String({ minLength: 1, title: '方案 ID' }),
    salesname: Type.String({ title: '销售名称' }),
  },
  { $id: 'PlanOption', title: '方案选项' },
);

export type PlanOption = Static<typeof PlanOptionSchema>;

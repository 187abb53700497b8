import { Type, type Static } from '@sinclair/typebox';
import { PageActionSchema } from '../entities/page-action';

/** The `result` of nextStep, submit and pay confirm: what the page does next, in order. */
export const PageActionResultSchema = Type.Object(
  {
    pageActionList: Type.Array(Type.Ref(PageActionSchema), { title: '页面动作列表' }),
  },
  { title: '页面动作结果' },
);

export type PageActionResult = Static<typeof PageActionResultSchema>;

import { Type, type Static } from '@sinclair/typebox';

export { PAGE_ACTIONS, type KnownPageAction } from './page-action-names';

/**
 * One entry of `pageActionList` returned by nextStep and submit. `pageAction` stays a free string:
 * a backend may send an action this version does not know, which the app must report, not reject.
 */
export const PageActionSchema = Type.Object(
  {
    pageAction: Type.String({
      minLength: 1,
      title: '页面动作',
      description: 'updateOrderNo 合并订单号，alert 弹出提示，jumpToUrl 跳转地址，formSubmit 表单提交，jumpToPage 跳转页面，none 不处理',
    }),
    data: Type.Optional(Type.Unknown({ title: '动作数据' })),
  },
  { $id: 'PageAction', title: '页面动作' },
);

export type PageAction = Static<typeof PageActionSchema>;

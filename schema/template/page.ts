import { Type, type Static } from '@sinclair/typebox';
import { ModuleSchema } from './module';

export const PageSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, title: '页面 ID' }),
    pageOrder: Type.Integer({ minimum: 1, title: '页面顺序', description: '与地址参数 page 对应' }),
    pageCode: Type.Optional(Type.String({ minLength: 1, title: '页面编码', description: 'jumpToPage 按此跳转' })),
    label: Type.String({ title: '页面标题', description: '同时作为浏览器标题' }),
    moduleList: Type.Array(Type.Ref(ModuleSchema), { title: '模块列表' }),
  },
  { $id: 'Page', title: '页面', additionalProperties: false },
);

export type Page = Static<typeof PageSchema>;

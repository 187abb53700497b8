import { Type, type Static } from '@sinclair/typebox';
import { ModuleSchema } from './module';

export const PageSchema = Type.Object(
  {
    id: Type.String({ minLength: 1, title: '页面 ID', titleEn: 'Page ID' }),
    pageOrder: Type.Integer({
      minimum: 1,
      title: '页面顺序',
      titleEn: 'Page order',
      description: '与地址参数 page 对应',
      descriptionEn: 'Matches the page parameter of the address',
    }),
    pageCode: Type.Optional(Type.String({
      minLength: 1,
      title: '页面编码',
      titleEn: 'Page code',
      description: 'jumpToPage 按此跳转',
      descriptionEn: 'jumpToPage goes to the page by this code',
    })),
    label: Type.String({ title: '页面标题', titleEn: 'Page title', description: '同时作为浏览器标题', descriptionEn: 'Also the browser title' }),
    moduleList: Type.Array(Type.Ref(ModuleSchema), { title: '模块列表', titleEn: 'Modules' }),
  },
  { $id: 'Page', title: '页面', titleEn: 'Page', additionalProperties: false },
);

export type Page = Static<typeof PageSchema>;

import { Type, type Static } from '@sinclair/typebox';

/** A clause document of a plan; several clauses open the /files list, one opens directly. */
export const ClauseSchema = Type.Object(
  {
    code: Type.String({ minLength: 1, title: '条款编码' }),
    label: Type.String({ title: '条款名称' }),
    isDefault: Type.Optional(Type.Boolean({ title: '是否默认展示' })),
    clauseUrl: Type.Optional(Type.String({ title: '条款地址', description: 'PDF 用阅读器打开，图片用图片查看器打开' })),
    linkList: Type.Optional(
      Type.Array(Type.Object({ name: Type.String({ title: '名称' }), url: Type.String({ title: '地址' }) }), {
        title: '其他链接',
      }),
    ),
  },
  { $id: 'Clause', title: '条款' },
);

export type Clause = Static<typeof ClauseSchema>;

import { Type, type Static } from '@sinclair/typebox';

/** One published version as the history lists it. Versions are immutable once published. */
export const TemplateVersionSummarySchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, title: '版本号' }),
    publishedAt: Type.String({ format: 'date-time', title: '发布时间' }),
    note: Type.String({ title: '发布说明' }),
    rolledBackFrom: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], {
      title: '回滚来源版本',
      description: '由回滚产生时为被恢复的版本号，否则为 null',
    }),
    author: Type.Union([Type.String(), Type.Null()], { title: '作者', description: '内容的最后编辑人（回滚时为被恢复版本的作者）；种子数据为 null' }),
    authoredAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], { title: '编辑时间' }),
    publishedBy: Type.Union([Type.String(), Type.Null()], { title: '发布人', description: '种子数据为 null' }),
    draftRevision: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '发布的草稿修订号' }),
  },
  { title: '版本概要' },
);

export type TemplateVersionSummary = Static<typeof TemplateVersionSummarySchema>;

/** One published version with the template it published. */
export const TemplateVersionSchema = Type.Composite(
  [
    TemplateVersionSummarySchema,
    Type.Object({ content: Type.Record(Type.String(), Type.Unknown(), { title: '模板配置 JSON' }) }),
  ],
  { title: '版本' },
);

export type TemplateVersion = Static<typeof TemplateVersionSchema>;

/** What publishing (or rolling back) produced: the new version and the draft revision it published. */
export const PublishResultSchema = Type.Object(
  {
    version: Type.Integer({ minimum: 1, title: '新版本号' }),
    revision: Type.Integer({ minimum: 1, title: '草稿修订号', description: '发布时草稿被升级格式或回滚改写后会增加' }),
    publishedAt: Type.String({ format: 'date-time', title: '发布时间' }),
  },
  { title: '发布结果' },
);

export type PublishResult = Static<typeof PublishResultSchema>;

import { Type, type Static } from '@sinclair/typebox';
import { StringEnum } from '../../string-enum';
import { InsuranceCategorySchema } from '../../template/insurance-category';
import { TemplatePromotionSchema } from './editor-promotion';

/**
 * Where a template stands: `draft` never published; `published` the draft is what the latest version
 * holds; `modified` the draft was saved after the latest version was published.
 */
export const TEMPLATE_STATUSES = ['draft', 'published', 'modified'] as const;

export type TemplateStatus = (typeof TEMPLATE_STATUSES)[number];

export const TemplateStatusSchema = StringEnum(TEMPLATE_STATUSES, {
  title: '状态',
  description: 'draft 仅草稿（未发布），published 已发布（草稿与最新版本一致），modified 草稿有未发布的修改',
});

const timestamp = (title: string) => Type.String({ format: 'date-time', title });

/** A template as the template list shows it. */
export const EditorTemplateSummarySchema = Type.Object(
  {
    templateId: Type.String({ title: '模板 ID' }),
    name: Type.String({ title: '模板名称' }),
    description: Type.String({ title: '模板说明' }),
    status: TemplateStatusSchema,
    latestVersion: Type.Union([Type.Integer({ minimum: 1 }), Type.Null()], { title: '最新发布版本号', description: '未发布时为 null' }),
    revision: Type.Integer({ minimum: 1, title: '草稿修订号', description: '保存草稿时原样带回，用于并发冲突检查' }),
    insuranceCategory: Type.Optional(InsuranceCategorySchema),
    goodsName: Type.Optional(Type.String({ title: '商品名称', description: '取自草稿' })),
    createdAt: timestamp('创建时间'),
    updatedAt: timestamp('草稿更新时间'),
    publishedAt: Type.Union([timestamp('最近发布时间'), Type.Null()], { title: '最近发布时间' }),
    draftEditor: Type.Union([Type.String(), Type.Null()], {
      title: '草稿最后编辑人',
      description: '用户名；种子数据或启用账号前写入的草稿为 null。四眼原则下此人不能发布该草稿',
    }),
  },
  { title: '模板概要' },
);

export type EditorTemplateSummary = Static<typeof EditorTemplateSummarySchema>;

/** A row of the template list: the summary and the promotions delivering the template (name and link id). */
export const EditorTemplateListItemSchema = Type.Composite(
  [
    EditorTemplateSummarySchema,
    Type.Object({ promotions: Type.Array(Type.Pick(TemplatePromotionSchema, ['promotionId', 'name']), { title: '推广（名称与推广 ID）' }) }),
  ],
  { title: '模板列表项' },
);

export type EditorTemplateListItem = Static<typeof EditorTemplateListItemSchema>;

/**
 * A template opened for editing: its summary and the draft. The draft may be work in progress that
 * does not validate yet; only publishing insists on a valid template.
 */
export const EditorTemplateSchema = Type.Composite(
  [
    EditorTemplateSummarySchema,
    Type.Object({ draft: Type.Record(Type.String(), Type.Unknown(), { title: '草稿（模板配置 JSON）' }) }),
  ],
  { title: '模板' },
);

export type EditorTemplate = Static<typeof EditorTemplateSchema>;

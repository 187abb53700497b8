import { Type } from '@sinclair/typebox';
import { InsuranceCategorySchema } from '../../template/insurance-category';
import { AcknowledgedWarningSchema } from './editor-gate-facts';

/** Template ids the server generates (`tpl-` and hex) or the seed chose. */
export const TEMPLATE_ID_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';

const TemplateIdSchema = Type.String({ title: '模板 ID', pattern: TEMPLATE_ID_PATTERN });
const VersionNumberSchema = Type.Integer({ minimum: 1, title: '版本号' });
const NameSchema = Type.String({ minLength: 1, maxLength: 50, title: '模板名称' });
const DescriptionSchema = Type.String({ maxLength: 200, title: '模板说明' });
const NoteSchema = Type.String({ maxLength: 200, title: '发布说明' });
const RevisionSchema = Type.Integer({ minimum: 1, title: '草稿修订号', description: '编辑时读到的 revision；已被他人更新时返回 409' });

/** `:templateId` in the address. */
export const TemplateParamsSchema = Type.Object({ templateId: TemplateIdSchema }, { title: '路径参数' });

/** `:templateId` and `:version` in the address. */
export const TemplateVersionParamsSchema = Type.Object(
  { templateId: TemplateIdSchema, version: VersionNumberSchema },
  { title: '路径参数' },
);

/**
 * A new template: empty (one empty page of the given insurance category), or a copy of a published
 * version of another template of the tenant (`source`; its latest version when `version` is absent).
 */
export const CreateTemplateBodySchema = Type.Object(
  {
    name: NameSchema,
    description: Type.Optional(DescriptionSchema),
    insuranceCategory: Type.Optional(InsuranceCategorySchema),
    source: Type.Optional(
      Type.Object(
        { templateId: TemplateIdSchema, version: Type.Optional(VersionNumberSchema) },
        { title: '来源模板', additionalProperties: false },
      ),
    ),
  },
  { title: '新建模板', additionalProperties: false },
);

/** A copy of a template's current draft under a new name (default: the name with 副本). */
export const DuplicateTemplateBodySchema = Type.Object(
  { name: Type.Optional(NameSchema) },
  { title: '复制模板', additionalProperties: false },
);

/** Saves the draft the client edited from `revision`; the template may still be invalid. */
export const SaveDraftBodySchema = Type.Object(
  {
    revision: RevisionSchema,
    draft: Type.Record(Type.String(), Type.Unknown(), { title: '草稿（模板配置 JSON）' }),
    name: Type.Optional(NameSchema),
    description: Type.Optional(DescriptionSchema),
  },
  { title: '保存草稿', additionalProperties: false },
);

/**
 * Publishes the draft; with `revision`, only if nobody saved the draft since. `acknowledgedWarnings`
 * are the publish gate's warnings the publisher saw and accepted (rule and place); the server refuses
 * (422) while a warning it finds is not among them.
 */
export const PublishTemplateBodySchema = Type.Object(
  {
    revision: Type.Optional(RevisionSchema),
    note: Type.Optional(NoteSchema),
    acknowledgedWarnings: Type.Optional(
      Type.Array(AcknowledgedWarningSchema, { maxItems: 200, title: '已确认的警告', description: '发布检查的警告须逐条确认后才能发布' }),
    ),
  },
  { title: '发布模板', additionalProperties: false },
);

/** Restores a version as the draft and publishes it as a new version; `revision` as for publishing. */
export const RollbackTemplateBodySchema = Type.Object(
  { revision: Type.Optional(RevisionSchema), note: Type.Optional(NoteSchema) },
  { title: '回滚模板', additionalProperties: false },
);

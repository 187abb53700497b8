import { Type } from '@sinclair/typebox';

/*
 * Three explicit levels rather than a recursive schema: the region picker has 3 columns, the editor's
 * property panel can render a fixed depth, and no `$ref`/`$id` leaks into the catalogue.
 */
const leaf = {
  value: Type.String({ title: '值', titleEn: 'Value' }),
  label: Type.String({ title: '显示文字', titleEn: 'Label' }),
};

const CascadeLeafSchema = Type.Object(leaf, { additionalProperties: false, title: '第三级选项', titleEn: 'Third-level options' });

const CascadeMiddleSchema = Type.Object(
  { ...leaf, children: Type.Optional(Type.Array(CascadeLeafSchema, { title: '下级选项', titleEn: 'Child options' })) },
  { additionalProperties: false, title: '第二级选项', titleEn: 'Second-level options' },
);

/** One top-level option of a custom cascade tree, up to three levels deep. */
export const CascadeOptionSchema = Type.Object(
  { ...leaf, children: Type.Optional(Type.Array(CascadeMiddleSchema, { title: '下级选项', titleEn: 'Child options' })) },
  { additionalProperties: false, title: '第一级选项', titleEn: 'First-level options' },
);

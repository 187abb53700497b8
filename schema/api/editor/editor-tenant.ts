import { Type, type Static } from '@sinclair/typebox';
import { TENANT_HEADER } from '../tenant-header';

/** A tenant (租户) an operator can edit the templates of: its code (the tenant header) and name. */
export const EditorTenantSchema = Type.Object(
  {
    code: Type.String({ title: '租户代码', description: `买家调用请求头 ${TENANT_HEADER} 的取值` }),
    name: Type.String({ title: '租户名称' }),
  },
  { title: '租户' },
);

export type EditorTenant = Static<typeof EditorTenantSchema>;

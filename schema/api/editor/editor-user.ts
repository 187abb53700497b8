import { Type, type Static } from '@sinclair/typebox';
import { EditorRoleSchema } from './editor-roles';
import { PASSWORD_MIN_LENGTH, UsernameSchema } from './editor-session';

const RolesSchema = Type.Array(EditorRoleSchema, { title: '角色', minItems: 1, maxItems: 5, uniqueItems: true });
const DisplayNameSchema = Type.String({ title: '显示名称', maxLength: 40 });
const NewPasswordSchema = Type.String({ title: '密码', minLength: PASSWORD_MIN_LENGTH, maxLength: 256 });

/** An editor account as an admin sees it (never its password hash). */
export const EditorUserSchema = Type.Object(
  {
    username: Type.String({ title: '用户名' }),
    displayName: Type.String({ title: '显示名称' }),
    tenant: Type.Union([Type.String(), Type.Null()], { title: '所属租户', description: '平台管理员为 null' }),
    roles: Type.Array(EditorRoleSchema, { title: '角色' }),
    disabled: Type.Boolean({ title: '是否已停用' }),
    createdAt: Type.String({ format: 'date-time', title: '创建时间' }),
  },
  { title: '编辑器用户' },
);

export type EditorUser = Static<typeof EditorUserSchema>;

/** `:username` in the address. */
export const UserParamsSchema = Type.Object({ username: UsernameSchema }, { title: '路径参数' });

/** A new account of the admin's tenant. */
export const CreateUserBodySchema = Type.Object(
  { username: UsernameSchema, displayName: Type.Optional(DisplayNameSchema), roles: RolesSchema, password: NewPasswordSchema },
  { title: '新建用户', additionalProperties: false },
);

/** Changes roles, name or whether the account may sign in; disabling ends its sessions. */
export const UpdateUserBodySchema = Type.Object(
  { displayName: Type.Optional(DisplayNameSchema), roles: Type.Optional(RolesSchema), disabled: Type.Optional(Type.Boolean({ title: '停用' })) },
  { title: '修改用户', additionalProperties: false },
);

/** Sets a new password; the account's sessions end. */
export const ResetPasswordBodySchema = Type.Object({ password: NewPasswordSchema }, { title: '重置密码', additionalProperties: false });

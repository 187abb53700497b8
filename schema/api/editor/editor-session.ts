import { Type, type Static } from '@sinclair/typebox';
import { EditorRoleSchema } from './editor-roles';

/** A username: lower-case letters, digits, `.`, `_` and `-`, 3 to 40 characters. */
export const USERNAME_PATTERN = '^[a-z0-9][a-z0-9._-]{2,39}$';

/** Passwords are at least this long; nothing else is demanded of them (NIST SP 800-63B). */
export const PASSWORD_MIN_LENGTH = 10;

export const UsernameSchema = Type.String({ title: '用户名', pattern: USERNAME_PATTERN });
export const PasswordSchema = Type.String({ title: '密码', minLength: 1, maxLength: 256 });

/** `POST /api/editor/session`: signing in. */
export const SignInBodySchema = Type.Object(
  { username: Type.String({ title: '用户名', minLength: 1, maxLength: 64 }), password: PasswordSchema },
  { title: '登录', additionalProperties: false },
);

/** Who is signed in: the user, the tenant the session acts for, the roles held there. */
export const EditorSessionSchema = Type.Object(
  {
    username: Type.String({ title: '用户名' }),
    displayName: Type.String({ title: '显示名称' }),
    roles: Type.Array(EditorRoleSchema, { title: '角色' }),
    platformAdmin: Type.Boolean({ title: '是否平台管理员', description: '平台管理员不属于任何租户，需先选择租户' }),
    tenant: Type.Union([Type.String(), Type.Null()], { title: '当前租户代码', description: '平台管理员尚未选择租户时为 null' }),
    tenantName: Type.Union([Type.String(), Type.Null()], { title: '当前租户名称' }),
    fourEyes: Type.Boolean({ title: '是否启用四眼原则', description: '当前租户的设置：草稿的最后编辑人不能发布该草稿' }),
    expiresAt: Type.String({ format: 'date-time', title: '会话最迟失效时间', description: '登录 7 天后；闲置 8 小时也会失效' }),
  },
  { title: '登录会话' },
);

export type EditorSession = Static<typeof EditorSessionSchema>;

/** `PUT /api/editor/session/tenant`: a platform admin chooses the tenant to act for. */
export const ChooseTenantBodySchema = Type.Object(
  { tenant: Type.String({ title: '租户代码', minLength: 1, maxLength: 40 }) },
  { title: '选择租户', additionalProperties: false },
);

/** A reply with nothing to say beyond success. */
export const EmptyResultSchema = Type.Object({}, { title: '空结果' });

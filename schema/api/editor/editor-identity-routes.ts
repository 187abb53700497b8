import { Type } from '@sinclair/typebox';
import { AuditEntrySchema } from './editor-audit';
import { defineEditorRoute } from './define-editor-route';
import { EditorReply } from './editor-envelope';
import { ChooseTenantBodySchema, EditorSessionSchema, EmptyResultSchema, SignInBodySchema } from './editor-session';
import { EditorTenantSchema } from './editor-tenant';
import { CreateUserBodySchema, EditorUserSchema, ResetPasswordBodySchema, UpdateUserBodySchema, UserParamsSchema } from './editor-user';

/** The identity routes of the editor API: signing in and out, the tenant acted for, accounts, the audit log. */
export const IDENTITY_ROUTES = {
  signIn: defineEditorRoute({
    method: 'POST',
    path: '/session',
    summary: '登录：用户名与密码；同一账号或同一地址 15 分钟内失败 5 次即锁定 15 分钟（429）',
    access: 'public',
    params: undefined,
    body: SignInBodySchema,
    response: EditorReply(EditorSessionSchema),
  }),
  getSession: defineEditorRoute({
    method: 'GET',
    path: '/session',
    summary: '当前登录的用户、所操作的租户与角色；未登录返回 401',
    access: 'signedIn',
    params: undefined,
    body: undefined,
    response: EditorReply(EditorSessionSchema),
  }),
  signOut: defineEditorRoute({
    method: 'DELETE',
    path: '/session',
    summary: '退出登录：结束服务端会话并清除 Cookie',
    access: 'signedIn',
    params: undefined,
    body: undefined,
    response: EditorReply(EmptyResultSchema),
  }),
  chooseTenant: defineEditorRoute({
    method: 'PUT',
    path: '/session/tenant',
    summary: '平台管理员选择要操作的租户（租户用户只能操作自己的租户）',
    access: 'signedIn',
    params: undefined,
    body: ChooseTenantBodySchema,
    response: EditorReply(EditorSessionSchema),
  }),
  listTenants: defineEditorRoute({
    method: 'GET',
    path: '/tenants',
    summary: '列出当前用户可操作的租户：租户用户为自己的租户，平台管理员为全部租户',
    access: 'signedIn',
    params: undefined,
    body: undefined,
    response: EditorReply(Type.Array(EditorTenantSchema)),
  }),
  listUsers: defineEditorRoute({
    method: 'GET',
    path: '/users',
    summary: '列出本租户的编辑器用户',
    access: ['admin'],
    params: undefined,
    body: undefined,
    response: EditorReply(Type.Array(EditorUserSchema)),
  }),
  createUser: defineEditorRoute({
    method: 'POST',
    path: '/users',
    summary: '在本租户新建用户；用户名已被使用时返回 409',
    access: ['admin'],
    params: undefined,
    body: CreateUserBodySchema,
    response: EditorReply(EditorUserSchema),
  }),
  updateUser: defineEditorRoute({
    method: 'PUT',
    path: '/users/:username',
    summary: '修改本租户用户的名称、角色或停用状态；停用即结束其全部会话',
    access: ['admin'],
    params: UserParamsSchema,
    body: UpdateUserBodySchema,
    response: EditorReply(EditorUserSchema),
  }),
  resetPassword: defineEditorRoute({
    method: 'POST',
    path: '/users/:username/password',
    summary: '为本租户用户设置新密码，并结束其全部会话',
    access: ['admin'],
    params: UserParamsSchema,
    body: ResetPasswordBodySchema,
    response: EditorReply(EditorUserSchema),
  }),
  listAudit: defineEditorRoute({
    method: 'GET',
    path: '/audit',
    summary: '本租户最近 100 条审计记录（登录、登录失败、发布、回滚、验收、用户变更），新的在前',
    access: ['admin', 'compliance'],
    params: undefined,
    body: undefined,
    response: EditorReply(Type.Array(AuditEntrySchema)),
  }),
} as const;

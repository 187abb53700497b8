import { Type, type Static } from '@sinclair/typebox';

/**
 * What an editor user may do. operator: create and edit drafts; publisher: approve and publish, roll
 * back; qa: open draft previews and record verdicts; admin: manage the tenant's users and read the
 * audit log; compliance: read templates, versions and the audit log. A user may hold several.
 */
export const EditorRoleSchema = Type.Union(
  [Type.Literal('operator'), Type.Literal('publisher'), Type.Literal('qa'), Type.Literal('admin'), Type.Literal('compliance')],
  { title: '角色', description: 'operator 编辑，publisher 发布，qa 验收，admin 用户管理，compliance 合规' },
);

export type EditorRole = Static<typeof EditorRoleSchema>;

/** Every role, in the order the editor lists them. */
export const EDITOR_ROLES: readonly EditorRole[] = ['operator', 'publisher', 'qa', 'admin', 'compliance'];

/** Every role that reads templates and their history. */
export const TEMPLATE_READERS: readonly EditorRole[] = EDITOR_ROLES;

/**
 * Who may call an editor route: `public` (signing in), `signedIn` (any signed-in user, whatever the
 * roles), or the roles of which the user must hold at least one.
 */
export type EditorAccess = 'public' | 'signedIn' | readonly EditorRole[];

/** Whether a user with `roles` may call a route with `access`. */
export function mayCall(access: EditorAccess, roles: readonly EditorRole[]): boolean {
  if (access === 'public' || access === 'signedIn') return true;
  return access.some((role) => roles.includes(role));
}

import { Type, type Static } from '@sinclair/typebox';

/** What the audit log records. */
export const AuditActionSchema = Type.Union(
  [
    Type.Literal('signIn'),
    Type.Literal('signInFailed'),
    Type.Literal('signOut'),
    Type.Literal('publish'),
    Type.Literal('rollback'),
    Type.Literal('verdict'),
    Type.Literal('userCreated'),
    Type.Literal('userUpdated'),
    Type.Literal('passwordReset'),
    Type.Literal('assetUploaded'),
    Type.Literal('recordingReplayed'),
  ],
  { title: '操作' },
);

export type AuditAction = Static<typeof AuditActionSchema>;

/** One audit entry: who did what to what, when and from which address. */
export const AuditEntrySchema = Type.Object(
  {
    id: Type.Integer({ title: '序号' }),
    at: Type.String({ format: 'date-time', title: '时间' }),
    actor: Type.String({ title: '操作人', description: '失败的登录为尝试的用户名' }),
    action: AuditActionSchema,
    target: Type.String({ title: '对象', description: '模板 ID、用户名等' }),
    detail: Type.Record(Type.String(), Type.Unknown(), { title: '详情' }),
    ip: Type.String({ title: '来源地址' }),
  },
  { title: '审计记录' },
);

export type AuditEntry = Static<typeof AuditEntrySchema>;

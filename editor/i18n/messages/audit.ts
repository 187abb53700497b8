import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  title: '审计日志',
  hint: '本租户最近 100 条记录：登录、登录失败、发布、回滚、验收与用户变更',
  columnAt: '时间',
  columnActor: '操作人',
  columnAction: '操作',
  columnTarget: '对象',
  columnDetail: '详情',
  columnIp: '来源地址',
  empty: '暂无记录',
  actionSignIn: '登录',
  actionSignInFailed: '登录失败',
  actionSignOut: '退出登录',
  actionPublish: '发布',
  actionRollback: '回滚',
  actionVerdict: '验收结论',
  actionUserCreated: '新建用户',
  actionUserUpdated: '修改用户',
  actionPasswordReset: '重置密码',
  actionAssetUploaded: '上传素材',
};

/** The audit log screen. */
export const AUDIT_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    title: 'Audit log',
    hint: 'The latest 100 entries of this tenant: sign-ins, failed sign-ins, publishes, rollbacks, QA verdicts and user changes',
    columnAt: 'Time',
    columnActor: 'Who',
    columnAction: 'Action',
    columnTarget: 'Target',
    columnDetail: 'Detail',
    columnIp: 'Address',
    empty: 'No entries yet',
    actionSignIn: 'Signed in',
    actionSignInFailed: 'Failed sign-in',
    actionSignOut: 'Signed out',
    actionPublish: 'Published',
    actionRollback: 'Rolled back',
    actionVerdict: 'QA verdict',
    actionUserCreated: 'User created',
    actionUserUpdated: 'User changed',
    actionPasswordReset: 'Password reset',
    actionAssetUploaded: 'Asset uploaded',
  },
} satisfies MessageCatalogue<typeof zh>;

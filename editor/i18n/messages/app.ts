import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  appTitle: '模板编辑器',
  navTemplates: '模板',
  navBlocks: '组件库',
  navAudit: '审计日志',
  navRecordings: '投保回溯',
  navUsers: '用户管理',
  language: '语言',
  retry: '重试',
  back: '返回模板列表',
  errorNetwork: '无法连接服务器，请检查网络后重试',
  errorServer: '服务器出错（{status}）：{message}',
  errorConflict: '草稿已被他人更新，请刷新后在最新草稿上修改',
  errorInvalid: '模板有 {count} 个问题，未能完成操作',
  errorNotFound: '模板不存在或已被删除',
  errorSignedOut: '登录已过期，请重新登录',
  errorForbidden: '您的角色无权执行此操作',
  errorFourEyes: '四眼原则：您是这份草稿的最后编辑人，不能由您发布，请另一位发布人审核后发布',
  notFoundPage: '没有这个页面',
};

/** The app frame: header, navigation, language switch, and how API failures are told. */
export const APP_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    appTitle: 'Template editor',
    navTemplates: 'Templates',
    navBlocks: 'Blocks',
    navAudit: 'Audit log',
    navRecordings: 'Sales replay',
    navUsers: 'Users',
    language: 'Language',
    retry: 'Retry',
    back: 'Back to templates',
    errorNetwork: 'Cannot reach the server. Check the network and try again.',
    errorServer: 'Server error ({status}): {message}',
    errorConflict: 'Someone else saved this draft. Reload and edit the latest draft.',
    errorInvalid: 'The template has {count} problem(s); nothing was done.',
    errorNotFound: 'The template does not exist or was deleted.',
    errorSignedOut: 'Your session has ended. Please sign in again.',
    errorForbidden: 'Your role does not allow this.',
    errorFourEyes: 'Four-eyes rule: you last edited this draft, so another publisher must review and publish it.',
    notFoundPage: 'No such page',
  },
} satisfies MessageCatalogue<typeof zh>;

import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  appTitle: '模板编辑器',
  navTemplates: '模板',
  navBlocks: '组件库',
  language: '语言',
  retry: '重试',
  back: '返回模板列表',
  errorNetwork: '无法连接服务器，请检查网络后重试',
  errorServer: '服务器出错（{status}）：{message}',
  errorConflict: '草稿已被他人更新，请刷新后在最新草稿上修改',
  errorInvalid: '模板有 {count} 个问题，未能完成操作',
  errorNotFound: '模板不存在或已被删除',
  errorUnknownTenant: '服务器不认识租户「{tenant}」',
  notFoundPage: '没有这个页面',
};

/** The app frame: header, navigation, language switch, and how API failures are told. */
export const APP_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    appTitle: 'Template editor',
    navTemplates: 'Templates',
    navBlocks: 'Blocks',
    language: 'Language',
    retry: 'Retry',
    back: 'Back to templates',
    errorNetwork: 'Cannot reach the server. Check the network and try again.',
    errorServer: 'Server error ({status}): {message}',
    errorConflict: 'Someone else saved this draft. Reload and edit the latest draft.',
    errorInvalid: 'The template has {count} problem(s); nothing was done.',
    errorNotFound: 'The template does not exist or was deleted.',
    errorUnknownTenant: 'The server does not know the tenant "{tenant}".',
    notFoundPage: 'No such page',
  },
} satisfies MessageCatalogue<typeof zh>;

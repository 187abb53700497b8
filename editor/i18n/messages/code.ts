import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  viewLabel: '模板 JSON',
  loading: '正在加载代码编辑器…',
  parsedHint: '修改会在停止输入后同步到页面',
  syntaxHint: 'JSON 有错误，修正前页面不会更新',
};

/** The code view's strings: Chinese first, English complete. */
export const CODE_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    viewLabel: 'Template JSON',
    loading: 'Loading the code editor…',
    parsedHint: 'Changes reach the pages once you stop typing',
    syntaxHint: 'The JSON has an error; the pages update once it is fixed',
  },
} satisfies MessageCatalogue<typeof zh>;

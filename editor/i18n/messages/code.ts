import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  viewLabel: '模板 JSON',
  loading: '正在加载代码编辑器…',
  parsedHint: '修改会在停止输入后同步到页面',
  syntaxHint: 'JSON 有错误，修正前页面不会更新',
  leaveRefusedTitle: 'JSON 有错误，暂不能离开代码视图',
  leaveRefusedBody: '这段 JSON 无法解析，离开代码视图会丢失这些修改。请先修正，或放弃本次修改，恢复为最后一次有效的模板。',
  leaveRefusedAt: '错误位置：第 {line} 行，第 {column} 列',
  keepEditing: '继续修改',
  discardEdit: '放弃修改',
  leaveUnparsed: '代码视图中的 JSON 有错误，尚未应用到模板，离开后这些修改将丢失。确定离开吗？',
};

/** The code view's strings: Chinese first, English complete. */
export const CODE_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    viewLabel: 'Template JSON',
    loading: 'Loading the code editor…',
    parsedHint: 'Changes reach the pages once you stop typing',
    syntaxHint: 'The JSON has an error; the pages update once it is fixed',
    leaveRefusedTitle: 'The JSON has an error: you cannot leave the code view yet',
    leaveRefusedBody: 'This JSON does not parse, and leaving the code view would lose these changes. Fix it first, or discard this edit to restore the last valid template.',
    leaveRefusedAt: 'Error at line {line}, column {column}',
    keepEditing: 'Keep editing',
    discardEdit: 'Discard edit',
    leaveUnparsed: 'The code view holds JSON with an error that has not reached the template; leaving loses these changes. Leave anyway?',
  },
} satisfies MessageCatalogue<typeof zh>;

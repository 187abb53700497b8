import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  title: '问题',
  none: '没有发现问题',
  checking: '正在检查…',
  page: '第{n}页',
  module: '模块「{label}」',
  template: '模板',
  pathSeparator: ' › ',
  syntaxError: 'JSON 格式错误，无法解析',
  syntaxErrorAt: 'JSON 格式错误：第 {line} 行第 {column} 列附近无法解析',
  notAnObject: '模板应为一个 JSON 对象（{ … }）',
  codeView: '代码视图',
  locate: '定位到此问题',
};

/** The problems panel's strings: Chinese first, English complete. Validator messages stay Chinese. */
export const PROBLEMS_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    title: 'Problems',
    none: 'No problems found',
    checking: 'Checking…',
    page: 'Page {n}',
    module: 'Module "{label}"',
    template: 'Template',
    pathSeparator: ' › ',
    syntaxError: 'The JSON cannot be parsed',
    syntaxErrorAt: 'The JSON cannot be parsed near line {line}, column {column}',
    notAnObject: 'The template must be a JSON object ({ … })',
    codeView: 'Code view',
    locate: 'Go to this problem',
  },
} satisfies MessageCatalogue<typeof zh>;

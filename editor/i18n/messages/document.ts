import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  pageNotFound: '页面不存在',
  parentNotFound: '目标容器不存在',
  moduleNotFound: '模块不存在',
  unknownComponent: '组件库中没有组件「{component}」',
  noChildren: '「{parent}」不能包含子模块',
  childRejected: '「{parent}」不能包含「{child}」',
  intoItself: '不能把模块移到它自己或它的子模块中',
  formKeyTaken: '表单键「{formKey}」在本页已被使用',
  lastPage: '模板至少要保留一个页面',
  clipboardEmpty: '请先复制一个模块',
};

/** The document's refusals (drops, moves, pastes, page removal) in the operator's language. */
export const DOCUMENT_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    pageNotFound: 'The page does not exist',
    parentNotFound: 'The target container does not exist',
    moduleNotFound: 'The module does not exist',
    unknownComponent: 'The block library has no component “{component}”',
    noChildren: '“{parent}” cannot contain other modules',
    childRejected: '“{parent}” cannot contain “{child}”',
    intoItself: 'A module cannot be moved into itself or one of its children',
    formKeyTaken: 'The form key “{formKey}” is already used on this page',
    lastPage: 'A template must keep at least one page',
    clipboardEmpty: 'Copy a module first',
  },
} satisfies MessageCatalogue<typeof zh>;

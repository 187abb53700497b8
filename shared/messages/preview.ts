/**
 * Texts of the editor's preview (`/h?mode=preview`) that only operators see: what the preview shows in
 * place of a module that fails validation, and the problems it cannot place on a module. Apart from the
 * buyer's texts so that they load with the preview's code only.
 */
export const PREVIEW_MESSAGES = {
  /** Heading of a module's error card; the module's label or block title is quoted. */
  moduleProblemsTitle: (name: string): string => `「${name}」配置有误`,
  /** Under the card's problems: the card leads to the module in the editor. */
  moduleProblemsHint: '点击此处，在编辑器中选中该模块并修改',
  /** A module with neither a label nor a known block. */
  unnamedModule: '未命名模块',
  /** Heading (and name) of the list of problems that sit on no shown module. */
  templateProblems: '模板问题',
  /** Heading of the compact banner above a page that renders despite problems elsewhere; {n} is their count. */
  otherProblemsTitle: (count: number): string => `模板还有 ${count} 个问题未在页面中标出`,
  /** The banner lists the first few; the rest are in the editor's problems panel. */
  moreProblems: (count: number): string => `另有 ${count} 个，见编辑器的问题面板`,
  /** Nothing of the template can be shown: what the operator fixes first. */
  nothingToShow: '模板有错误，页面无法显示，请按以下问题修改',
  /** Where a problem sits: the template itself, a page by number, a module by name. */
  templatePlace: '模板',
  pagePlace: (number: number): string => `第${number}页`,
  modulePlace: (name: string): string => `模块「${name}」`,
  placeSeparator: ' › ',
} as const;

import type { MessageCatalogue } from '../message-catalogue';

const zh = {
  frameTitle: '实时预览',
  device: '机型',
  zoom: '缩放',
  zoomValue: '{percent}%',
  resultStatus: '投保结果',
  resultSuccess: '成功',
  resultFailure: '失败',
  selectedModule: '已选中模块：{label}',
  noModuleSelected: '在预览中点击模块以选中',
  problemsTitle: '预览发现 {count} 个问题',
  renderError: '模块 {moduleId} 渲染出错：{message}',
  renderErrorWithoutModule: '预览渲染出错：{message}',
  waitingForPreview: '正在加载预览…',
};

/** The live canvas: phone frame, its toolbar and what the preview reports back. */
export const CANVAS_MESSAGES = {
  'zh-CN': zh,
  'en-US': {
    frameTitle: 'Live preview',
    device: 'Device',
    zoom: 'Zoom',
    zoomValue: '{percent}%',
    resultStatus: 'Insure result',
    resultSuccess: 'Success',
    resultFailure: 'Failure',
    selectedModule: 'Selected module: {label}',
    noModuleSelected: 'Click a module in the preview to select it',
    problemsTitle: 'The preview found {count} problem(s)',
    renderError: 'Module {moduleId} failed to render: {message}',
    renderErrorWithoutModule: 'The preview failed to render: {message}',
    waitingForPreview: 'Loading the preview…',
  },
} satisfies MessageCatalogue<typeof zh>;

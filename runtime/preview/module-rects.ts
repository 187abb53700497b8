import type { ModuleRect } from '../../schema/preview/preview-message';

/** The document-relative boxes of every module on the page, for the editor's overlays. */
export function measureModuleRects(root: ParentNode = document): ModuleRect[] {
  const rects: ModuleRect[] = [];
  root.querySelectorAll<HTMLElement>('[data-module-id]').forEach((element) => {
    const box = element.getBoundingClientRect();
    rects.push({ moduleId: element.dataset.moduleId ?? '', x: box.left + window.scrollX, y: box.top + window.scrollY, width: box.width, height: box.height });
  });
  return rects.filter((rect) => rect.moduleId !== '');
}

import type { ModuleRect } from '../../schema/preview/preview-message';
import type { TemplateConfig } from '../../schema/template/template-config';
import type { ModulePlace } from '../document/module-place';
import { moduleList } from '../document/tree/module-list';

/**
 * Where a block dropped on the phone canvas goes: before the first top-level module of the page whose
 * middle lies below the pointer (`y` in the runtime document's coordinates, like the rects it reports),
 * else at the end of the page. Modules the runtime did not report (hidden ones) are skipped over.
 */
export function canvasDropPlace(template: TemplateConfig, pageId: string, rects: readonly ModuleRect[], y: number | undefined): ModulePlace {
  const page = template.pageList.find((candidate) => candidate.id === pageId);
  const modules = moduleList(page?.moduleList);
  const end = { pageId, parentId: null, index: modules.length };
  if (y === undefined) return end;
  const boxes = new Map(rects.map((rect) => [rect.moduleId, rect]));
  const index = modules.findIndex((module) => {
    const box = boxes.get(module.id);
    return box !== undefined && y < box.y + box.height / 2;
  });
  return index === -1 ? end : { ...end, index };
}

import type { Module } from '../../schema/template/module';
import { PREVIEW_MESSAGES } from '../../shared/messages/preview';
import type { ProblemLocation } from '../../shared/template/locate-problem';
import { readablePointer } from '../../shared/template/readable-pointer';
import { BLOCK_SUMMARIES } from '../template/block-summaries';

/** What an operator calls a module: its label, else its block's title, else its component name. */
export function moduleName(module: Readonly<Partial<Module>>): string {
  if (typeof module.label === 'string' && module.label.trim() !== '') return module.label;
  const component = typeof module.component === 'string' ? module.component : '';
  return BLOCK_SUMMARIES.get(component)?.title ?? (component || PREVIEW_MESSAGES.unnamedModule);
}

/** Modules by name, then the field, as the editor's problems panel words a place: `模块「证件类型」 › attrs.title`. */
export function describeWithin(modules: readonly Module[], rest: string): string {
  const parts = modules.map((module) => PREVIEW_MESSAGES.modulePlace(moduleName(module)));
  const field = readablePointer(rest);
  if (field !== '') parts.push(field);
  return parts.join(PREVIEW_MESSAGES.placeSeparator);
}

/** A problem's whole place: `第2页 › 模块「投保人信息」 › attrs.title`, or `模板 › themeColor` when it names no page. */
export function describePlace(location: ProblemLocation): string {
  const start = location.pageIndex === undefined ? PREVIEW_MESSAGES.templatePlace : PREVIEW_MESSAGES.pagePlace(location.pageIndex + 1);
  const within = describeWithin(location.modules, location.rest);
  return within === '' ? start : `${start}${PREVIEW_MESSAGES.placeSeparator}${within}`;
}

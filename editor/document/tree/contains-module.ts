import type { Module } from '../../../schema/template/module';
import { moduleList } from './module-list';

/** Whether `moduleId` is the module itself or one of its descendants. */
export function containsModule(module: Module, moduleId: string): boolean {
  return module.id === moduleId || moduleList(module.children).some((child) => containsModule(child, moduleId));
}

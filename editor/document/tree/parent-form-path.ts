import type { TemplateConfig } from '../../../schema/template/template-config';
import { findModule } from './find-module';
import { formPath } from './form-path';

/** The form path children of `parentId` are nested under (undefined at the top level or under a keyless parent). */
export function parentFormPath(template: TemplateConfig, parentId: string | null): string | undefined {
  if (parentId === null) return undefined;
  const location = findModule(template, parentId);
  if (!location) return undefined;
  // The chain of paths breaks at the first keyless ancestor, so only the unbroken tail counts.
  let path: string | undefined;
  for (const module of [...location.ancestors, location.module]) path = formPath(path, module.formKey);
  return path;
}

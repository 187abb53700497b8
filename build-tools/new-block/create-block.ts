import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { BLOCK_CATEGORIES } from '../../schema/catalogue/block-category';
import { blockComponentPath, blockTestPath, catalogueEntryPath, catalogueIndexPath, categoryLoadersPath } from '../../runtime/blocks/block-paths';
import type { NewBlockRequest } from './new-block-args';
import { catalogueEntrySource, componentSource, componentTestSource, GENERATED_FILE_IMPORTS } from './new-block-sources';
import { registerCatalogueEntry, registerLoader } from './register-block';

/** Every file under a folder of the repository at `root`, as repository-relative paths. */
function filesUnder(root: string, folder: string): string[] {
  return readdirSync(resolve(root, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => resolve(entry.parentPath, entry.name).slice(resolve(root).length + 1).split('\\').join('/'));
}

/**
 * Why the block cannot have its name in the repository at `root`: a catalogue entry or a component
 * has it already, or a file under runtime/blocks does (a block's name is unique there, so its
 * component is found by name alone), or it would shadow a name the generated files import.
 */
export function nameConflicts(root: string, request: NewBlockRequest): string[] {
  const { names } = request;
  const shadowed = [names.component, names.reactName].filter((identifier) => GENERATED_FILE_IMPORTS.includes(identifier));
  const catalogueFiles = filesUnder(root, 'schema/catalogue/blocks');
  const entryFiles = new Set(BLOCK_CATEGORIES.map((category) => catalogueEntryPath(category, names.name)));
  return [
    ...shadowed.map((identifier) => `"${names.name}" would shadow ${identifier}, which the generated files import`),
    ...catalogueFiles.filter((path) => entryFiles.has(path)).map((path) => `${path} already exists`),
    ...catalogueFiles
      .filter((path) => !entryFiles.has(path) && readFileSync(resolve(root, path), 'utf8').includes(`component: '${names.component}'`))
      .map((path) => `${path} already declares the component ${names.component}`),
    ...filesUnder(root, 'runtime/blocks')
      .filter((path) => basename(path).split('.')[0] === names.name)
      .map((path) => `${path} already exists, and a block's name is unique under runtime/blocks`),
  ];
}

/**
 * Writes a new block into the repository at `root`: its catalogue entry, registered in its category's
 * catalogue index, its component at the mirrored path, registered in its category's loaders, and its
 * component test. Everything is prepared before anything is written. Returns the paths written.
 */
export function createBlock(root: string, request: NewBlockRequest): string[] {
  const { category, names, texts } = request;
  const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
  const files: [string, string][] = [
    [catalogueEntryPath(category, names.name), catalogueEntrySource(category, names, texts)],
    [catalogueIndexPath(category), registerCatalogueEntry(read(catalogueIndexPath(category)), names.component, names.name)],
    [blockComponentPath(category, names.name), componentSource(names, texts)],
    [categoryLoadersPath(category), registerLoader(read(categoryLoadersPath(category)), names.component, names.name)],
    [blockTestPath(category, names.name), componentTestSource(category, names, texts)],
  ];
  for (const [path, content] of files) writeFileSync(resolve(root, path), content);
  return files.map(([path]) => path);
}

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** Where each export of the UI library's index comes from: `Button` → `{ source: 'antd-mobile/es/components/button', imported: 'default' }`. */
export type ExportSources = ReadonlyMap<string, { readonly source: string; readonly imported: string }>;

/** Reads the UI library index's re-exports (`export { default as Button } from './components/button';`). */
export function readExportSources(indexSource: string, packagePath: string): ExportSources {
  const sources = new Map<string, { source: string; imported: string }>();
  for (const [, names, from] of indexSource.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"]\.\/([^'"]+)['"]/g)) {
    for (const name of names!.split(',')) {
      const [imported, exported = imported] = name.trim().split(/\s+as\s+/);
      if (imported && exported) sources.set(exported, { source: `${packagePath}/${from!}`, imported });
    }
  }
  return sources;
}

/**
 * The code with every named import from `library` (`import { Button, Toast as T } from 'antd-mobile'`)
 * replaced by imports from the modules that define them; imports of names the index does not
 * re-export, and namespace or default imports, stay as they are.
 */
export function deepenImports(code: string, library: string, sources: ExportSources): string {
  const quoted = library.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  const pattern = new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*(['"])${quoted}\\2;?`, 'g');
  return code.replace(pattern, (statement, specifiers: string) => {
    const parts = specifiers.split(',').map((part) => part.trim()).filter((part) => part !== '' && !part.startsWith('type '));
    const imports = parts.map((part) => {
      const [imported, local = imported] = part.split(/\s+as\s+/);
      const origin = imported === undefined ? undefined : sources.get(imported);
      return origin ? `import { ${origin.imported} as ${local} } from '${origin.source}';` : undefined;
    });
    return imports.every((line) => line !== undefined) ? imports.join('\n') : statement;
  });
}

/**
 * Rewrites `import { Button } from 'antd-mobile'` to import the button's own module, as if written
 * `antd-mobile/es/components/button`. The library's package declares its index a module with side
 * effects (it imports the global styles, which the buyer's entry imports itself), so a file importing
 * from the index brought all ~80 components and their libraries (the form engine, gestures, floating
 * positioning) into the module graph of whatever imported it: the buyer's opening page downloaded the
 * image uploader and the search bar. Imported from their own modules, the chunk grouping sees what
 * each block really uses.
 */
export function uiLibraryDeepImports(library = 'antd-mobile'): Plugin {
  let sources: ExportSources | undefined;
  const exportSources = () => {
    if (sources) return sources;
    const index = createRequire(import.meta.url).resolve(`${library}/es/index.js`);
    sources = readExportSources(readFileSync(index, 'utf8'), `${library}/es`);
    return sources;
  };
  return {
    name: 'insure-h5:ui-library-deep-imports',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes(library)) return undefined;
      const deepened = deepenImports(code, library, exportSources());
      return deepened === code ? undefined : { code: deepened };
    },
  };
}

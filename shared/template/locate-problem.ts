import type { Module } from '../../schema/template/module';
import type { Page } from '../../schema/template/page';
import type { TemplateConfig } from '../../schema/template/template-config';

/**
 * Where a problem sits in the template: the page and the chain of modules its pointer runs through
 * (outermost first), and the rest of the pointer relative to the innermost module (`/attrs/title`) or,
 * when no module is named, relative to the page or the template.
 */
export interface ProblemLocation {
  readonly pageIndex: number | undefined;
  readonly page: Page | undefined;
  readonly modules: readonly Module[];
  readonly rest: string;
}

/** The tokens of a JSON Pointer, unescaped (`~1` is `/`, `~0` is `~`). */
export function pointerTokens(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((token) => token.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function escapeToken(token: string): string {
  return token.replace(/~/g, '~0').replace(/\//g, '~1');
}

function toPointer(tokens: readonly string[]): string {
  return tokens.map((token) => `/${escapeToken(token)}`).join('');
}

function itemAt<T>(list: unknown, token: string | undefined): T | undefined {
  if (!Array.isArray(list) || token === undefined || !/^\d+$/.test(token)) return undefined;
  const item: unknown = list[Number(token)];
  return typeof item === 'object' && item !== null && !Array.isArray(item) ? (item as T) : undefined;
}

/**
 * Maps a validator pointer (`/pageList/1/moduleList/0/children/2/attrs/title`) to the page and module it
 * names. Tolerates a template that fails the schema: it follows only lists and objects that are there.
 */
export function locateProblem(template: TemplateConfig, pointer: string): ProblemLocation {
  const tokens = pointerTokens(pointer);
  const page = tokens[0] === 'pageList' ? itemAt<Page>(template.pageList, tokens[1]) : undefined;
  if (page === undefined) return { pageIndex: undefined, page: undefined, modules: [], rest: pointer };
  const modules: Module[] = [];
  let list: unknown = page.moduleList;
  let at = 2;
  let key = 'moduleList';
  for (;;) {
    const module = tokens[at] === key ? itemAt<Module>(list, tokens[at + 1]) : undefined;
    if (module === undefined) break;
    modules.push(module);
    list = module.children;
    at += 2;
    key = 'children';
  }
  return { pageIndex: Number(tokens[1]), page, modules, rest: toPointer(tokens.slice(at)) };
}

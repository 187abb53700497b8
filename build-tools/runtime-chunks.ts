/**
 * How the buyer app's lazily loaded code is grouped into chunks.
 *
 * Left to the bundler, every module shared by a different set of lazy blocks becomes a chunk of its
 * own: the first page of a product made ~170 requests, and over HTTP/1.1 on a mobile network those
 * requests (six at a time, a round trip each) dominated the time to the first meaningful paint. So
 * what a promotion's opening page runs is grouped: the template page with the blocks the seeded
 * promotions open with (`firstPageModules`), their own code in one chunk and the UI library code they
 * use in another, which the buyer's HTML preloads. Everything else waits until it is needed: the
 * blocks of later pages and rare blocks keep the bundler's own splitting (a chunk per block, and what
 * blocks share), so a page downloads only its blocks; what only the other routes use goes to two
 * chunks of its own; what only the editor's preview uses (`/h?mode=preview`, a route of the template
 * page) to one that buyers never load; code both apps load at once to one. The precompiled template
 * validators are chunks of their own: the template's structure, which the template page asks for once
 * it runs; the attrs checks of the blocks product templates commonly use (`groupedAttrsChecks`) in
 * one, and every other block's in one of its own, asked for once the template shows it uses the block;
 * and the preview messages' checks, which no buyer outside the editor's preview loads.
 *
 * What stays with the bundler's own splitting besides: each app's own first-load code (so the first
 * load stays what it is), and everything that depends on a heavy optional library (charts, the
 * signature pad, QR codes, the WeChat SDK, the code editor), which loads only when a page needs it.
 *
 * Code the first load runs imports the UI library by deep paths (`antd-mobile/es/components/...`): its
 * index imports every component, which would make the whole library look part of the first load.
 */

/** The part of the bundler's module information the grouping reads. */
export interface ChunkModuleInfo {
  readonly isEntry: boolean;
  readonly importers: readonly string[];
  readonly importedIds: readonly string[];
  readonly dynamicImporters?: readonly string[];
  readonly dynamicallyImportedIds?: readonly string[];
}

export interface ChunkGraph {
  getModuleInfo(moduleId: string): ChunkModuleInfo | null;
}

/** Libraries that load only with the few pages or blocks that need them. */
const OPTIONAL_LIBRARY = /[\\/]node_modules[\\/](echarts|zrender|signature_pad|qrcode\.react|qrcode|weixin-js-sdk|monaco-editor|@monaco-editor)[\\/]/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;
const BUYER_CODE = /[\\/](runtime|shared|schema)[\\/]/;
/** The precompiled check of the template's structure, asked for as the template page starts. */
const TEMPLATE_STRUCTURE_VALIDATOR = /[\\/]schema[\\/]generated[\\/]validators[\\/]template-structure\.js$/;
/** The precompiled check of one block's attrs (the block's component name), asked for when a template uses the block. */
const ATTRS_VALIDATOR = /[\\/]schema[\\/]generated[\\/]validators[\\/]attrs[\\/]([^\\/]+)\.js$/;
/** The precompiled checks of the editor <-> preview messages, which the editor loads at once and buyers only in the preview. */
const PREVIEW_MESSAGE_VALIDATORS = /[\\/]schema[\\/]generated[\\/]validators[\\/]preview-messages\.js$/;

export interface GraphFacts {
  /** The entries whose static import graph holds the module (loaded with that entry). */
  readonly entriesOf: (moduleId: string) => ReadonlySet<string>;
  /** The entries that load the module at some point, at once or lazily. */
  readonly usersOf: (moduleId: string) => ReadonlySet<string>;
  /** Whether the module statically imports, directly or not, a heavy optional library. */
  readonly needsOptionalLibrary: (moduleId: string) => boolean;
  /** Whether the template page loads the module at some point, at once or lazily (its blocks), for buyers (not in the preview). */
  readonly templatePageUses: (moduleId: string) => boolean;
  /** Whether only the editor's preview page loads the module: no entry reaches it other than through that page. */
  readonly previewOnly: (moduleId: string) => boolean;
  /** Whether the module runs before a promotion's opening page shows: the template page's static imports and those of the opening page's blocks. */
  readonly firstPageUses: (moduleId: string) => boolean;
}

/** Every module connected to `seed` by any import, static or dynamic, in either direction. */
function allModules(graph: ChunkGraph, seed: string): Map<string, ChunkModuleInfo> {
  const modules = new Map<string, ChunkModuleInfo>();
  const pending = [seed];
  for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
    if (modules.has(moduleId)) continue;
    const info = graph.getModuleInfo(moduleId);
    if (!info) continue;
    modules.set(moduleId, info);
    pending.push(...info.importers, ...info.importedIds, ...(info.dynamicImporters ?? []), ...(info.dynamicallyImportedIds ?? []));
  }
  return modules;
}

/** The modules reached from `starts` by following `next`, the starts included. */
function reachable(starts: Iterable<string>, next: (moduleId: string) => readonly string[]): Set<string> {
  const reached = new Set<string>();
  const pending = [...starts];
  for (let moduleId = pending.pop(); moduleId !== undefined; moduleId = pending.pop()) {
    if (reached.has(moduleId)) continue;
    reached.add(moduleId);
    pending.push(...next(moduleId));
  }
  return reached;
}

/**
 * The facts the grouping needs, read off the bundler's module graph once (from any one module, the
 * graph being connected through the entries): each entry's static graph, walked down from the entry,
 * and the modules that lead to an optional library, walked up from the library's modules.
 */
export function readGraphFacts(
  graph: ChunkGraph,
  seed: string,
  templatePage?: string,
  previewPage?: string,
  firstPageModules: readonly string[] = [],
): GraphFacts {
  const modules = allModules(graph, seed);
  const imported = (moduleId: string) => modules.get(moduleId)?.importedIds ?? [];
  const importers = (moduleId: string) => modules.get(moduleId)?.importers ?? [];
  const anyImported = (moduleId: string) => [...imported(moduleId), ...(modules.get(moduleId)?.dynamicallyImportedIds ?? [])];
  const entryGraphs = [...modules]
    .filter(([, info]) => info.isEntry)
    .map(([entry]) => ({ entry, graph: reachable([entry], imported), all: reachable([entry], anyImported) }));
  const leadsToOptional = reachable(
    [...modules.keys()].filter((moduleId) => OPTIONAL_LIBRARY.test(moduleId)),
    importers,
  );
  const previewModule = previewPage === undefined ? undefined : [...modules.keys()].find((moduleId) => moduleId.endsWith(previewPage));
  const previewReach = previewModule === undefined ? new Set<string>() : reachable([previewModule], anyImported);
  // The preview page is a dead end for what buyers load: its code is none of theirs.
  const buyersImported = (moduleId: string) => (moduleId === previewModule ? [] : anyImported(moduleId));
  const reachedElsewhere = reachable(
    entryGraphs.map(({ entry }) => entry),
    buyersImported,
  );
  const pageModule = templatePage === undefined ? undefined : [...modules.keys()].find((moduleId) => moduleId.endsWith(templatePage));
  const templatePageReach = pageModule === undefined ? undefined : reachable([pageModule], buyersImported);
  const firstPageStarts = [...modules.keys()].filter((moduleId) => firstPageModules.some((path) => moduleId.endsWith(path)));
  const firstPageReach = reachable(pageModule === undefined ? firstPageStarts : [pageModule, ...firstPageStarts], imported);
  return {
    firstPageUses: (moduleId) => firstPageReach.has(moduleId),
    templatePageUses: (moduleId) => templatePageReach?.has(moduleId) ?? true,
    entriesOf: (moduleId) => new Set(entryGraphs.filter(({ graph }) => graph.has(moduleId)).map(({ entry }) => entry)),
    usersOf: (moduleId) => new Set(entryGraphs.filter(({ all }) => all.has(moduleId)).map(({ entry }) => entry)),
    needsOptionalLibrary: (moduleId) => leadsToOptional.has(moduleId),
    previewOnly: (moduleId) => previewReach.has(moduleId) && (moduleId === previewModule || !reachedElsewhere.has(moduleId)),
  };
}

/**
 * The chunk a module goes to, or null to leave it to the bundler's own splitting. The names are
 * layered: a module's static imports are loaded by at least the entries that load it, at least as
 * early, so they sit in the same group or one further down, and no two groups import each other. The
 * routes' groups sit above the template page's: what the template page uses, its imports included,
 * is never only the other routes'.
 */
export function chunkNameOf(moduleId: string, facts: GraphFacts, buyerEntry: string, groupedAttrsChecks: ReadonlySet<string> = new Set()): string | null {
  if (moduleId.startsWith('\0')) return null;
  if (TEMPLATE_STRUCTURE_VALIDATOR.test(moduleId)) return 'template-structure-validator';
  const component = ATTRS_VALIDATOR.exec(moduleId)?.[1];
  if (component !== undefined) return groupedAttrsChecks.has(component) ? 'attrs-validators' : `attrs-validator-${component}`;
  if (PREVIEW_MESSAGE_VALIDATORS.test(moduleId)) return 'preview-message-validators';
  const entries = facts.entriesOf(moduleId);
  const users = facts.usersOf(moduleId);
  if (facts.needsOptionalLibrary(moduleId)) return null;
  if (entries.size > 0 && users.size > 1) {
    // Loaded at once by the buyer app and by every app that uses it, or used lazily by the editor only:
    // with the buyer's first load (the editor loads this chunk first anyway).
    if (entries.has(buyerEntry)) return 'app-shared';
    // Loaded at once by the editor, lazily by the buyer app: what the opening page runs goes with the
    // opening page, the rest (the catalogue, the conditions' evaluator, ...) where the bundler puts it.
    return facts.firstPageUses(moduleId) ? 'app-shared-lazy' : null;
  }
  if (entries.size > 0) return null;
  if (users.size !== 1 || !users.has(buyerEntry)) return null;
  if (facts.previewOnly(moduleId)) return 'runtime-preview';
  if (facts.firstPageUses(moduleId)) return NODE_MODULES.test(moduleId) ? 'mobile-ui' : 'runtime-lazy';
  // The template page's other blocks (later pages, rare blocks) load as a page needs them.
  if (facts.templatePageUses(moduleId)) return null;
  // What only the other routes use (payment, results, documents, the health notice pages, ...).
  if (NODE_MODULES.test(moduleId)) return 'mobile-ui-routes';
  if (BUYER_CODE.test(moduleId)) return 'runtime-routes';
  return null;
}

/**
 * The bundler's code-splitting option for both apps; `buyerEntry` is the buyer app's HTML entry,
 * `templatePage` the path of its template page module (the page a promotion link opens),
 * `previewPage` that of the editor's preview page, `firstPageModules` the paths of the blocks
 * promotions open with and `groupedAttrsChecks` the components whose attrs checks share a chunk.
 */
export function appCodeSplitting(
  buyerEntry: string,
  templatePage?: string,
  previewPage?: string,
  firstPageModules: readonly string[] = [],
  groupedAttrsChecks: readonly string[] = [],
) {
  let facts: GraphFacts | undefined;
  const grouped = new Set(groupedAttrsChecks);
  return {
    // A captured module's dependencies are placed by their own name, not pulled into its group: the
    // groups are layered (lazy buyer code -> lazy libraries -> first-load code) so no two chunks
    // import each other and the modules run in their import order.
    includeDependenciesRecursively: false,
    groups: [
      {
        name: (moduleId: string, graph: ChunkGraph) => {
          facts ??= readGraphFacts(graph, moduleId, templatePage, previewPage, firstPageModules);
          return chunkNameOf(moduleId, facts, buyerEntry, grouped);
        },
      },
    ],
  };
}

type JsonObject = Record<string, unknown>;

/** One module's `attrs` as the whole-template schema checks it: against its component's attrs schema. */
export interface AttrsSite {
  readonly component: string;
  readonly attrs: unknown;
  readonly module: JsonObject;
  /** The JSON Pointer of the attrs, as ajv reports it. */
  readonly path: string;
}

const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Every module whose `attrs` the whole-template schema checks against a component's attrs schema:
 * modules reached the way the schema reaches them (`pageList[*].moduleList[*]`, then `children[*]`
 * at any depth, each only where it is an object or an array as the schema requires), with a string
 * `component` and an `attrs` present. Whether the component exists is the structure check's concern.
 */
export function attrsSites(template: unknown): AttrsSite[] {
  const sites: AttrsSite[] = [];
  const visit = (modules: unknown, path: string) => {
    if (!Array.isArray(modules)) return;
    modules.forEach((module: unknown, index) => {
      if (!isObject(module)) return;
      const at = `${path}/${index}`;
      if (typeof module.component === 'string' && module.attrs !== undefined) {
        sites.push({ component: module.component, attrs: module.attrs, module, path: `${at}/attrs` });
      }
      visit(module.children, `${at}/children`);
    });
  };
  if (isObject(template) && Array.isArray(template.pageList)) {
    template.pageList.forEach((page: unknown, index) => {
      if (isObject(page)) visit(page.moduleList, `/pageList/${index}/moduleList`);
    });
  }
  return sites;
}

/** The components whose attrs a template's validation checks, each once. */
export function attrsComponents(template: unknown): Set<string> {
  return new Set(attrsSites(template).map((site) => site.component));
}

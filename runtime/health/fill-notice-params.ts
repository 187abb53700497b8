import { formKeyToPath } from '../template/form-scope';

/** A placeholder of a notice's content (catalogue and server Notice share this shape). */
export interface NoticeParamLike {
  readonly paramName: string;
  readonly paramType: number;
  readonly paramValue: string;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function valueAt(values: unknown, path: readonly (string | number)[]): unknown {
  let current = values;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[part];
  }
  return current;
}

/**
 * The notice content with each `{paramName}` replaced (spec: paramList): type 1 by its plain value,
 * type 2 by the value of the form field its path names, type 3 by its link. A notice shown for insured
 * i reads `insured[0]` paths as `insured[i]`, since the server writes them for the first insured.
 * Values are escaped: they are buyer input placed into HTML.
 */
export function fillNoticeParams(
  content: string,
  params: readonly NoticeParamLike[],
  values: unknown,
  insuredIndex?: number,
): string {
  return params.reduce((html, param) => {
    let replacement: string;
    if (param.paramType === 2) {
      const path = insuredIndex === undefined ? param.paramValue : param.paramValue.replace(/^insured\[0\]/, `insured[${insuredIndex}]`);
      const value = valueAt(values, formKeyToPath(path));
      replacement = typeof value === 'string' || typeof value === 'number' ? escapeHtml(String(value)) : '';
    } else if (param.paramType === 3) {
      // Inside an href the link stays bare; in text it becomes a link to itself.
      replacement = escapeHtml(param.paramValue);
    } else {
      replacement = escapeHtml(param.paramValue);
    }
    return html.split(`{${param.paramName}}`).join(replacement);
  }, content);
}

import type { TemplateConfig } from '../../schema/template/template-config';
import { stringsIn } from './json-pointer';
import { visibleModules } from './visible-modules';

/** An address the template loads (an image, or a file a link names), and where. */
export interface ImageReference {
  /** JSON Pointer of the attr holding it. */
  readonly path: string;
  readonly ref: string;
}

const ADDRESS = /^(?:(?:https?:)?\/\/|\/(?!\/)|data:)/i;
const HTML_SOURCE = /\bsrc\s*=\s*(["'])(.*?)\1/gi;

/**
 * Every address the shown modules' attrs hold: a whole attr that is an address (`/media/…`,
 * `https://…`, `data:…`), and the `src` of each image inside rich-text HTML. Which of them are images of
 * the asset store is for whoever answers `imageExists` to say.
 */
export function* imageReferences(template: TemplateConfig): Generator<ImageReference> {
  for (const visit of visibleModules(template)) {
    for (const { pointer, value } of stringsIn(visit.module.attrs, `${visit.path}/attrs`)) {
      if (ADDRESS.test(value)) yield { path: pointer, ref: value };
      else if (value.includes('<')) for (const match of value.matchAll(HTML_SOURCE)) if (match[2]) yield { path: pointer, ref: match[2] };
    }
  }
}

/** The distinct addresses the server is asked about (inline `data:` images are judged here, not there). */
export function serverImageRefs(template: TemplateConfig): string[] {
  return [...new Set([...imageReferences(template)].map((reference) => reference.ref).filter((ref) => !/^data:/i.test(ref)))].sort();
}

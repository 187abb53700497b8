import { BLANK_IMAGE_URL } from '../../../schema/catalogue/blank-image';
import { readDataImageUrl } from '../../../schema/assets/data-image-url';
import { sniffImageType } from '../../../schema/assets/sniff-image-type';
import { defineGateRule } from '../gate-rule';
import { imageReferences } from '../image-references';

const SVG_START = /^\s*(?:<\?xml[^>]*>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE[^>]*>\s*)?<svg[\s>]/i;

/** Whether an inline `data:` image decodes to a picture a browser shows: PNG, JPEG, GIF, WebP or SVG. */
function decodes(url: string): boolean {
  const data = readDataImageUrl(url);
  if (!data) return false;
  if (sniffImageType(data.bytes)) return true;
  return data.declaredType === 'image/svg+xml' && SVG_START.test(new TextDecoder().decode(data.bytes.subarray(0, 1024)));
}

/** An inline image is named by its start: its whole payload would fill the problems list. */
function shorten(ref: string): string {
  return /^data:/i.test(ref) && ref.length > 60 ? `${ref.slice(0, 57)}…` : ref;
}

/**
 * Every image must load: an inline `data:` image must decode as one, and an address the context can
 * judge (an asset of the library) must exist. Addresses nobody can judge (another site's) pass.
 */
export const imageLoadsRule = defineGateRule({
  id: 'image.loads',
  severity: 'error',
  description: {
    'zh-CN': '图片须能加载：内嵌 data: 图片须能解码，素材库图片须存在',
    'en-US': 'Images load: an inline data: image decodes, an asset of the library exists',
  },
  message: { 'zh-CN': '图片无法加载：{ref}', 'en-US': 'The image does not load: {ref}' },
  *check(template, context) {
    for (const { path, ref } of imageReferences(template)) {
      if (ref === BLANK_IMAGE_URL) continue;
      const loads = /^data:/i.test(ref) ? decodes(ref) : context.imageExists(ref);
      if (loads === false) yield { path, params: { ref: shorten(ref) } };
    }
  },
});

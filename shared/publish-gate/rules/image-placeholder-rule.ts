import { BLANK_IMAGE_URL, LEGACY_BLANK_IMAGE_URL } from '../../../schema/catalogue/blank-image';
import { defineGateRule } from '../gate-rule';
import { stringsIn } from '../json-pointer';
import { visibleModules } from '../visible-modules';

const BLANK = new Set([BLANK_IMAGE_URL, LEGACY_BLANK_IMAGE_URL]);

/** The grey frame a new image block shows is no product picture. */
export const imagePlaceholderRule = defineGateRule({
  id: 'image.placeholder',
  severity: 'error',
  description: {
    'zh-CN': '新拖入的图片组件自带的灰色占位图须换成真实图片',
    'en-US': 'The grey stand-in of a newly dropped image block is replaced by a real picture',
  },
  message: { 'zh-CN': '这里仍是灰色占位图，请从素材库选择图片', 'en-US': 'This is still the grey stand-in image; pick a picture from the asset library' },
  *check(template) {
    for (const visit of visibleModules(template)) {
      for (const { pointer, value } of stringsIn(visit.module.attrs, `${visit.path}/attrs`)) if (BLANK.has(value)) yield { path: pointer };
    }
  },
});

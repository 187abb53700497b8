import { dequal } from 'dequal';
import { BLOCK_CATALOGUE } from '../../../schema/catalogue';
import { defineGateRule } from '../gate-rule';
import { valueAt } from '../json-pointer';
import { visibleModules } from '../visible-modules';
import { readablePointer } from '../../template/readable-pointer';

/**
 * Sample content a block starts with (the banner's 产品名称, sample health questions) is no product's
 * own: the catalogue names those attrs (`placeholders`), and a shown module still holding the default
 * there is refused.
 */
export const placeholderContentRule = defineGateRule({
  id: 'content.placeholder',
  severity: 'error',
  description: {
    'zh-CN': '组件的示例内容（如产品头图的“产品名称”、示例健康告知问题）须替换为产品自己的内容',
    'en-US': "A block's sample content (the banner's 产品名称, sample health questions) is replaced by the product's own",
  },
  message: {
    'zh-CN': '「{field}」仍是组件自带的示例内容，请替换为本产品的内容',
    'en-US': '"{field}" still holds the block\'s sample content; replace it with this product\'s own',
  },
  *check(template) {
    for (const visit of visibleModules(template)) {
      const block = BLOCK_CATALOGUE.get(visit.module.component);
      for (const pointer of block?.placeholders ?? []) {
        const sample = valueAt(block?.defaultAttrs, pointer);
        if (sample !== undefined && dequal(valueAt(visit.module.attrs, pointer), sample)) {
          yield { path: `${visit.path}/attrs${pointer}`, params: { field: readablePointer(pointer) } };
        }
      }
    }
  },
});

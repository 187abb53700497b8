import { fillNoticeParams } from '../../health/fill-notice-params';
import { useFormWatch } from '../../health/use-form-watch';
import { usePage } from '../../template/page-context';
import { sanitizeHtml } from '../shared/content/sanitize-html';
import type { BlockProps } from '../block-props';

/**
 * An HTML notice whose {paramName} placeholders are filled from the paramList: plain values, the
 * current value of a form field (kept current as the buyer types), or links.
 */
export default function CommonHealthNotice({ attrs }: BlockProps<'commonHealthNotice'>) {
  const { form } = usePage();
  // Watching the whole form keeps type-2 placeholders in step with what the buyer types.
  const values = useFormWatch([], form);
  const html = fillNoticeParams(attrs.content, attrs.paramList ?? [], values ?? form.getFieldsValue(true));
  return (
    <section style={{ background: '#fff', padding: '12px 16px', marginBottom: 8 }}>
      {attrs.header && <h2 style={{ margin: '0 0 8px', fontSize: 16 }}>{attrs.header}</h2>}
      <div style={{ fontSize: 14, lineHeight: 1.7, color: '#333' }} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />
    </section>
  );
}

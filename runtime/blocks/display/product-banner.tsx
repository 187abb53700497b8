import { Image, Tag } from 'antd-mobile';
import type { BlockProps } from '../block-props';
import { toHttps } from '../../../shared/urls/https-url';

/**
 * The product's header image with its name, subtitle and selling-point tags on a card laid over the
 * image's lower edge. The card does not cover the image's middle, where header images carry artwork.
 */
export default function ProductBanner({ attrs }: BlockProps<'productBanner'>) {
  return (
    <header style={{ background: '#f5f5f5' }}>
      <Image src={toHttps(attrs.image)} alt={attrs.title} width="100%" fit="cover" style={{ display: 'block', minHeight: 120 }} />
      <div style={{ position: 'relative', margin: '-24px 12px 0', padding: '14px 16px', background: '#fff', borderRadius: 8, boxShadow: '0 2px 8px rgba(0,0,0,0.06)' }}>
        <h1 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: '#333' }}>{attrs.title}</h1>
        {attrs.subtitle ? <p style={{ margin: '4px 0 0', fontSize: 13, color: '#666' }}>{attrs.subtitle}</p> : null}
        {attrs.tags && attrs.tags.length > 0 ? (
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6, marginTop: 8 }}>
            {attrs.tags.map((tag) => (
              <Tag key={tag} color="primary" fill="outline">
                {tag}
              </Tag>
            ))}
          </div>
        ) : null}
      </div>
    </header>
  );
}

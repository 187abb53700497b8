import { Tag } from 'antd-mobile';
import { useState } from 'react';
import type { BlockProps } from '../block-props';
import { toHttps } from '../../../shared/urls/https-url';

/**
 * The product's header image with its name, subtitle and selling-point tags on a card laid over the
 * image's lower edge. The card does not cover the image's middle, where header images carry artwork.
 *
 * A plain image, not antd-mobile's (which keeps the image hidden, a grey box in its stead, until its load event):
 * an image the document already has, such as the server's first screen, is laid out at its size from
 * the first frame, so the card never jumps. One that fails to load leaves a neutral band.
 */
export default function ProductBanner({ attrs }: BlockProps<'productBanner'>) {
  const src = toHttps(attrs.image);
  const [failed, setFailed] = useState<string | undefined>(undefined);
  return (
    <header style={{ background: '#f5f5f5' }}>
      {failed === src ? (
        <div role="img" aria-label={attrs.title} style={{ minHeight: 120 }} />
      ) : (
        <img src={src} alt={attrs.title} draggable={false} onError={() => setFailed(src)} style={{ display: 'block', width: '100%', minHeight: 120, objectFit: 'cover' }} />
      )}
      <div style={{ position: 'relative', margin: '-24px 12px 0', padding: '14px 16px', background: '#fff', borderRadius: 8, boxShadow: '0 2px 8px rgba(0,0,0,0.06)' }}>
        <h2 style={{ margin: 0, fontSize: 18, fontWeight: 600, color: '#333' }}>{attrs.title}</h2>
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

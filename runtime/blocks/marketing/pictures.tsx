import type { BlockProps } from '../block-props';
import { LinkedImage } from '../shared/content/linked-image';

/** Full-width product images one below the other (the long detail picture), loaded as they scroll in. */
export default function Pictures({ attrs }: BlockProps<'pictures'>) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: attrs.gap ?? 0 }}>
      {attrs.images.map((image, index) => (
        <LinkedImage key={`${index}-${image.src}`} src={image.src} alt={image.alt} link={image.link} lazy={attrs.lazy ?? true} />
      ))}
    </div>
  );
}

import type { BlockProps } from '../block-props';
import { LinkedImage } from '../shared/content/linked-image';

/** Images stacked vertically, each optionally a link; http addresses are upgraded to https. */
export default function ImageList({ attrs }: BlockProps<'imageList'>) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: attrs.gapPx ?? 0 }}>
      {attrs.images.map((image, index) => (
        <LinkedImage key={`${index}-${image.url}`} src={image.url} alt={image.alt} link={image.link} lazy />
      ))}
    </div>
  );
}

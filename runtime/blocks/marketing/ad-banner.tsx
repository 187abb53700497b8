import { Swiper } from 'antd-mobile';
import type { BlockProps } from '../block-props';
import { LinkedImage } from '../shared/content/linked-image';

/** A carousel of adverts, autoplaying when configured; tapping one follows its link. */
export default function AdBanner({ attrs }: BlockProps<'adBanner'>) {
  return (
    <div style={{ margin: '12px 12px 0', borderRadius: 8, overflow: 'hidden' }}>
      <Swiper autoplay={attrs.autoplay} autoplayInterval={attrs.interval ?? 3000} loop={attrs.loop ?? true} indicator={attrs.showIndicator === false ? () => null : undefined}>
        {attrs.images.map((image, index) => (
          <Swiper.Item key={`${index}-${image.src}`}>
            <LinkedImage src={image.src} alt={image.alt} link={image.link} />
          </Swiper.Item>
        ))}
      </Swiper>
    </div>
  );
}

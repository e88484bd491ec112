import { getImageProps, type ImageProps } from 'next/image';
import { preload as preloadResource } from 'react-dom';

/**
 * next/image for the site's own illustrations, rendered on the server:
 * getImageProps gives the <img> the Image component would draw (size, srcset
 * for raster images, lazy loading by default) without its client component,
 * so an article ships no image script. `preload` (the LCP image only) asks for
 * it from the <head>, at high priority, as Image's own `preload` does.
 */
export function ArtImage({ preload = false, ...props }: ImageProps & { preload?: boolean }) {
  const { props: img } = getImageProps({ ...props, ...(preload ? { loading: 'eager', fetchPriority: 'high' } : {}) });
  if (preload && typeof img.src === 'string') {
    preloadResource(img.src, { as: 'image', fetchPriority: 'high', imageSrcSet: img.srcSet, imageSizes: img.sizes });
  }
  return <img {...img} alt={props.alt} />;
}

import type { ImgHTMLAttributes } from 'react';

interface ImgSource {
  /** A modern format the server also has the photo in, e.g. 'image/avif' or 'image/webp'. */
  type: string;
  srcSet: string;
}

export interface ImgProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'width' | 'height' | 'loading'> {
  src: string;
  alt: string;
  /** Intrinsic size (or aspect ratio) of the photo: the browser reserves its box before it loads. */
  width: number;
  height: number;
  /** Above the fold (a page's main photo, the first slide): fetched at once, with high priority. */
  priority?: boolean;
  /** Modern-format variants, best first; the browser takes the first it supports, else `src`. */
  sources?: ImgSource[];
}

/**
 * Every photo the app shows goes through this (ADR 055): sized with width and height (no layout
 * shift), lazy and decoded off the main thread unless `priority`, and, when the server has them,
 * AVIF/WebP variants in a `<picture>` with the original as the fallback.
 */
export function Img({ alt, width, height, priority = false, sources, sizes, ...props }: ImgProps) {
  const img = (
    <img
      alt={alt}
      width={width}
      height={height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      {...props}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture>
      {sources.map((s) => (
        <source key={s.type} type={s.type} srcSet={s.srcSet} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

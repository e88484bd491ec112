import Link from 'next/link';
import type { ReactNode } from 'react';
import { ArtImage } from './art-image';

interface MediaCardProps {
  image: string;
  imageAlt: string;
  /** The image's own size (SVG art is served as it is: the optimiser does not rasterise it). */
  width: number;
  height: number;
  title: string;
  text: string;
  href: string;
  /** The link onward, styled by the caller (a button-like link or a text link). */
  link: ReactNode;
  linkClass: string;
  /** The first card of a grid: its image is the largest paint on a phone (see ArtImage). */
  preload?: boolean;
}

/** A card of the public site's grids (blog, services): image, title, text and a link onward. */
export function MediaCard({ image, imageAlt, width, height, title, text, href, link, linkClass, preload }: MediaCardProps) {
  return (
    <article className="flex flex-col overflow-hidden rounded-card border border-line bg-surface shadow-card">
      <ArtImage src={image} alt={imageAlt} width={width} height={height} unoptimized preload={preload} className="h-auto w-full bg-brand-50" />
      <div className="flex flex-1 flex-col p-5">
        <h2 className="text-lg font-bold leading-snug text-brand-800">{title}</h2>
        <p className="mt-2 flex-1 text-muted">{text}</p>
        <Link href={href} className={linkClass}>
          {link}
        </Link>
      </div>
    </article>
  );
}

'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';

const EMBED = 'https://www.openstreetmap.org/export/embed.html?bbox=55.36%2C25.26%2C55.41%2C25.30&layer=mapnik&marker=25.2846%2C55.3870';

export interface MapEmbedTexts {
  /** The iframe's title ("Map of Saqr Express head office"). */
  title: string;
  show: string;
  directions: string;
  address: string;
}

/**
 * The map loads only when asked for: nothing is fetched from another site
 * until the visitor clicks, and offline the address and directions link remain.
 */
export function MapEmbed({ texts }: { texts: MapEmbedTexts }) {
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-canvas">
      {shown ? (
        <iframe title={texts.title} src={EMBED} loading="lazy" className="h-80 w-full" referrerPolicy="no-referrer" />
      ) : (
        <div className="flex h-80 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="font-semibold">{texts.address}</p>
          <Button onClick={() => setShown(true)}>{texts.show}</Button>
          <a href="https://www.openstreetmap.org/?mlat=25.2846&mlon=55.3870#map=15/25.2846/55.3870" rel="noopener noreferrer" target="_blank" className="text-sm underline">
            {texts.directions}
          </a>
        </div>
      )}
    </div>
  );
}

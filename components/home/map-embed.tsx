'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { site } from '@/lib/site';

const EMBED = 'https://www.openstreetmap.org/export/embed.html?bbox=55.36%2C25.26%2C55.41%2C25.30&layer=mapnik&marker=25.2846%2C55.3870';

/**
 * The map loads only when asked for: nothing is fetched from another site
 * until the visitor clicks, and offline the address and directions link remain.
 */
export function MapEmbed() {
  const [shown, setShown] = useState(false);
  return (
    <div className="overflow-hidden rounded-lg border border-line bg-canvas">
      {shown ? (
        <iframe title={`Map of ${site.name} head office`} src={EMBED} loading="lazy" className="h-80 w-full" referrerPolicy="no-referrer" />
      ) : (
        <div className="flex h-80 flex-col items-center justify-center gap-3 p-6 text-center">
          <p className="font-semibold">{site.address}</p>
          <Button onClick={() => setShown(true)}>Show map</Button>
          <a href="https://www.openstreetmap.org/?mlat=25.2846&mlon=55.3870#map=15/25.2846/55.3870" rel="noopener noreferrer" target="_blank" className="text-sm underline">
            Open directions in OpenStreetMap
          </a>
        </div>
      )}
    </div>
  );
}

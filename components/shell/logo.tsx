import { site } from '@/lib/site';

/*
 * The brand: a falcon ("saqr") in a fast glide, wings swept back, carrying a
 * parcel. The bird is drawn in currentColor, so one mark serves light and dark
 * backgrounds; the eye (with the falcon's tear mark) is a hole, so it always
 * shows the background. app/icon.svg and app/apple-icon.png are this mark on
 * a navy tile: change them together.
 */

/** The falcon mark alone, decorative: pair it with text or give its parent a name. */
export function LogoMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false" className={className}>
      <g transform="translate(0 3)">
        <path
          fill="currentColor"
          fillRule="evenodd"
          d="M44 21.5c4.6-3.2 10-3.4 13.2-.6L56 26c-5 7.5-17 11.5-32 13L2 45l14-8.5c10-4.5 18-9 28-15zM50.6 22.6a1.5 1.5 0 0 0-.9 2.7l.9 2.6.8-2.6a1.5 1.5 0 0 0-.8-2.7z"
        />
        <path fill="currentColor" d="M43 23.5C37 12 23 5 4 3.5c13 5.5 21 13 25.5 26.5z" />
        <path stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" d="M39.4 36.6l.9 3.2M45.2 34.6l.9 3" />
        <path className="fill-accent-500" d="M56.4 20.7c2.9.3 5 1.9 5.6 4.5l-1.4 3.2-.5-2.3-4.6-.7z" />
        <path className="fill-accent-400" d="M43 36l8 3.5-8 3.5-8-3.5z" />
        <path className="fill-accent-500" d="M35 39.5l8 3.5v9.5l-8-3.5z" />
        <path className="fill-accent-600" d="M43 43l8-3.5V49l-8 3.5z" />
      </g>
    </svg>
  );
}

/**
 * Mark and wordmark, named as a whole ("Saqr Express") so a link around it is
 * named by it. `tone` is the background it sits on. The lockup is the brand's
 * and reads left to right on Arabic pages too (mark first, Latin wordmark).
 */
export function Logo({ tone = 'light', size = 'md' }: { tone?: 'light' | 'dark'; size?: 'md' | 'lg' }) {
  const [first, ...rest] = site.name.split(' ');
  const dark = tone === 'dark';
  const lg = size === 'lg';
  return (
    <span role="img" aria-label={site.name} lang="en" dir="ltr" className="inline-flex items-center gap-1.5">
      <LogoMark className={`${lg ? 'h-14 w-14' : 'h-11 w-11'} shrink-0 ${dark ? 'text-white' : 'text-brand-800'}`} />
      <span className="flex flex-col uppercase leading-none">
        <span className={`${lg ? 'text-3xl' : 'text-2xl'} font-black italic tracking-tight ${dark ? 'text-white' : 'text-brand-900'}`}>{first}</span>
        <span className={`${lg ? 'text-xs' : 'text-[0.625rem]'} mt-1 ps-px font-bold tracking-[0.4em] ${dark ? 'text-accent-400' : 'text-brand-600'}`}>
          {rest.join(' ')}
        </span>
      </span>
    </span>
  );
}

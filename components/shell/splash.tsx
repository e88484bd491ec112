import { site } from '@/lib/site';
import { LogoMark } from './logo';

/**
 * The start-up splash (spec: 2 seconds). It is a branded bar across the top
 * that animates for 2 s and fades, drawn by CSS alone: it does not cover the
 * page, so the first paint and the largest paint are the page's own content
 * and no JavaScript has to run before anything shows. An inline script skips
 * it for the rest of the browser session after the first page.
 */
export function Splash() {
  return (
    <>
      <script
        dangerouslySetInnerHTML={{
          __html: "try{if(sessionStorage.getItem('splashSeen'))document.documentElement.classList.add('splash-seen');else sessionStorage.setItem('splashSeen','1')}catch(e){}",
        }}
      />
      <div id="splash" role="status" aria-label={`${site.name} is loading`} className="splash">
        <LogoMark className="h-7 w-7 shrink-0" />
        <span className="splash-brand">{site.name}</span>
        <span className="splash-bar" />
      </div>
    </>
  );
}

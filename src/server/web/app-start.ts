import { createHash } from 'node:crypto';

// A rendered page starts its app only after its first paint (docs/decisions/024-own-router-and-server-rendering.md):
// its HTML and styles are all a first paint needs, and the app's scripts, fetched earlier, would share the
// connection with the page and run before the browser paints it. This inline script, the same on every
// page, adds the entry script when the browser reports its first paint, with preloads of the page's own
// scripts so they download beside it rather than after it; the addresses are in its data-src and
// data-preload. A page opened in a background tab paints nothing, so it starts at once; a browser that
// reports no paint starts after a second.

const appStartElementId = 'app-start';

const appStartScript = `(function(){var done=false;function go(){if(done)return;done=true;var d=document.getElementById('${appStartElementId}').dataset,h=document.head;(d.preload||'').split(' ').filter(Boolean).forEach(function(u){var l=document.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=u;h.appendChild(l)});var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=d.src;h.appendChild(s)}if(document.visibilityState!=='visible'){go();return}try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}catch(e){go();return}setTimeout(go,1000)})();`;

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const appStartScriptHash = `'sha256-${createHash('sha256').update(appStartScript).digest('base64')}'`;

/** The element that starts the app whose entry script is at `src`, preloading `preloads`; URLs are HTML-escaped by the caller. */
export function appStartElement(src: string, preloads: string[]): string {
  return `<script id="${appStartElementId}" data-src="${src}" data-preload="${preloads.join(' ')}">${appStartScript}</script>`;
}

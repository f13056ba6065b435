import { createHash } from 'node:crypto';

// A rendered page starts its app only after its first paint (docs/decisions/024-own-router-and-server-rendering.md):
// its HTML and styles are all a first paint needs, and the app's scripts, run earlier, would keep the
// browser from painting it. They download from the start, by modulepreload links in the head
// (rendered-html.ts, docs/decisions/044-public-pages-without-zod.md); this inline script, the same on
// every page, adds the entry script named in its data-src when the browser reports its first paint. A
// page opened in a background tab paints nothing, so it starts at once; a browser that reports no paint
// starts after a second.

const appStartElementId = 'app-start';

const appStartScript = `(function(){var done=false;function go(){if(done)return;done=true;var s=document.createElement('script');s.type='module';s.crossOrigin='';s.src=document.getElementById('${appStartElementId}').dataset.src;document.head.appendChild(s)}if(document.visibilityState!=='visible'){go();return}try{new PerformanceObserver(function(l,o){o.disconnect();go()}).observe({type:'paint',buffered:true})}catch(e){go();return}setTimeout(go,1000)})();`;

/** The script's hash for the Content-Security-Policy, which allows no other inline script. */
export const appStartScriptHash = `'sha256-${createHash('sha256').update(appStartScript).digest('base64')}'`;

/** The element that starts the app whose entry script is at `src`, HTML-escaped by the caller. */
export function appStartElement(src: string): string {
  return `<script id="${appStartElementId}" data-src="${src}">${appStartScript}</script>`;
}

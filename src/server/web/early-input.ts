import { createHash } from 'node:crypto';
import { earlyInputGlobal, earlyWaitingAttribute } from '../../contracts/early-input';

// A rendered page shows its forms a second or more before its script can answer them on a slow phone
// (docs/decisions/040-early-input.md). This inline script, early in <head> (before the styles) so it
// listens before anything can be pressed, holds back every press of a button and every form submission
// until the app says it is ready, marks the button as waiting, and hands the list over
// (src/web/lib/early-input.ts). It also notes what each field holds after every change: React may render
// a field again before the app can read it.
// No form is ever sent by the browser itself, before or after: the app sends what it sends as JSON, and a
// native submission would put the fields into the address (and the server's access log).

const earlyInputScript = `(function(){var s=window.${earlyInputGlobal}={ready:false,typed:new Map(),pressed:[]};function note(e){var t=e.target;if(s.ready||!t||!/^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))return;s.typed.set(t,t.type==='checkbox'||t.type==='radio'?t.checked:t.value)}document.addEventListener('input',note,true);document.addEventListener('change',note,true);function hold(e,p,el){e.preventDefault();e.stopPropagation();s.pressed.push(p);if(el&&el.setAttribute)el.setAttribute('${earlyWaitingAttribute}','')}document.addEventListener('submit',function(e){if(s.ready)return;hold(e,{form:e.target,submitter:e.submitter||null},e.submitter||e.target)},true);document.addEventListener('click',function(e){if(s.ready||!e.target.closest)return;var b=e.target.closest('button');if(!b||b.type==='submit'||b.disabled)return;hold(e,{button:b},b)},true);window.addEventListener('submit',function(e){e.preventDefault()})})();`;

/** The script's hash for the Content-Security-Policy, which allows no inline script it does not name. */
export const earlyInputScriptHash = `'sha256-${createHash('sha256').update(earlyInputScript).digest('base64')}'`;

export const earlyInputElement = `<script>${earlyInputScript}</script>`;

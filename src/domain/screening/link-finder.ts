import { LinkifyIt } from 'linkify-it';
import { foldLookAlike } from './letter-skeleton';

// Whether a text holds something a viewer could follow or type in as a link
// (docs/product/screening.md, "Links"). linkify-it finds links as a chat would: with or without a
// scheme, in brackets or quotes, before a full stop, emails, bare IP addresses. Before it looks, the
// text is read as a person reads it: look-alike letters of other scripts folded (a Cyrillic "е" in
// "еvil.com"), dot look-alikes ("。", "·", "．") made dots, and the ways people write a dot so that a
// filter misses it made dots too ("evil dot com", "evil[.]com", "evil (dot) com", "evil .com").

// linkify-it's own list (com, net, org, info, every two-letter country code, ...) and the names people
// paste links with in chats that it lacks.
const extraTopLevelDomains = [
  'app',
  'bet',
  'click',
  'club',
  'dev',
  'fun',
  'link',
  'live',
  'online',
  'site',
  'store',
  'stream',
  'tech',
  'top',
  'vip',
  'win',
  'xyz',
];

const linkify = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds(
  extraTopLevelDomains,
  true,
);

// Names a dot written out or spaced ("evil dot com", "evil . com") is read before. Fewer than above: a
// sentence that ends before "gg" or "me" ("Great run. GG", "I dot my i's") is not a link.
const spelledDomains = 'com|net|org|info|biz|xyz|io|ly|tv|ru|cn';

// Characters read as a dot in an address: the ideographic and other full stops, middle dots, the dot
// confusables.txt gives for them.
const dotLookAlikes = /[。｡．˳·•∙⋅‧⸱]/gu;

/** The text with look-alike letters and dots folded; ASCII kept, so "m" stays "m" and "1.2.3.4" digits. */
function addressSkeleton(text: string): string {
  let folded = '';
  for (const character of text.normalize('NFKC').toLowerCase()) {
    if (character <= '\u007f') folded += character;
    else if (/\p{Default_Ignorable_Code_Point}/u.test(character)) continue;
    else folded += foldLookAlike(character);
  }
  return folded.replace(dotLookAlikes, '.');
}

/** The dot written in ways a pattern would miss, made a plain dot. */
function dotsWrittenOut(text: string): string {
  return (
    text
      // evil[.]com, evil(.)com, evil (dot) com, evil [dot] com, evil{dot}com
      .replace(/\s*[[({<]\s*(?:\.|dot)\s*[\])}>]\s*/gu, '.')
      // evil dot com, evil . com, evil .com, evil. com
      .replace(
        new RegExp(`(?<=[\\p{L}\\p{N}])(?:\\s+dot\\s+|\\s*\\.\\s*)(?=(?:${spelledDomains})\\b)`, 'gu'),
        '.',
      )
  );
}

// A scheme and what follows it without a space: "javascript:alert(1)", "magnet:?xt=", "data:text/html",
// "mailto:a@b", "steam://". http(s), the page's own, is found by linkify-it. A scheme needs "//" or a
// character of an address after it, so "Note:thanks" and "10:30" are not links.
const otherScheme = /(?<![\p{L}\p{N}+.-])[a-z][a-z0-9+.-]{1,31}:(?:\/\/|\S*[/?#=@(%+]\S*)/u;

// "www." and a name after it, whatever the name ends in.
const worldWideWeb = /(?<![\p{L}\p{N}.-])www\.[\p{L}\p{N}-]/u;

export function holdsLink(text: string): boolean {
  const skeleton = dotsWrittenOut(addressSkeleton(text));
  return linkify.test(skeleton) || otherScheme.test(skeleton) || worldWideWeb.test(skeleton);
}

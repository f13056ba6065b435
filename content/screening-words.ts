// Words that hold a donation for an organiser before its name or message is shown on stream
// (docs/product/screening.md). Matched as a person reads them: in any case, through accents, spaces,
// punctuation, look-alike letters of other scripts, digits for letters and repeated letters; at the start
// of a word, with any ending ("shit" holds "shitty" but not "Matsushita", "cunt" not "Scunthorpe"). So a
// word that is mostly written joined to another needs its own line ("bullshit"). Organisers add their
// own on the dashboard; DONATION_SCREENING_WORDS adds more at start.
export const screeningWords: readonly string[] = [
  'fuck',
  'motherfuck',
  'shit',
  'bullshit',
  'horseshit',
  'cunt',
  'bitch',
  'bastard',
  'dickhead',
  'wanker',
  'whore',
  'slut',
  'faggot',
  'nigger',
  'nigga',
  'retard',
  'tranny',
  'spastic',
  'rapist',
  'nazi',
  'hitler',
  'killyourself',
  'suicide',
  'porn',
  'onlyfans',
  'bitcoin',
  'crypto',
  'giveaway',
];

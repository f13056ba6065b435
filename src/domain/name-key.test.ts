import { describe, expect, it } from 'vitest';
import { nameKey } from './name-key';

describe('the key of a name that looks like another', () => {
  it('is one for names a reader cannot tell apart', () => {
    const key = nameKey('Dana Smith');
    for (const twin of [
      'Ｄａｎａ Ｓｍｉｔｈ',
      'Dana\u200B Smith',
      'Da\u00ADna Smith',
      'Dana\u00A0Smith',
      '  DANA   smith ',
      'Dana\u2003Smith',
      'D\u0430na Smith',
      'ᴅᴀɴᴀ Smith',
      'Dana Smіth',
    ])
      expect(nameKey(twin), JSON.stringify(twin)).toBe(key);
    expect(nameKey('ﬁona')).toBe(nameKey('Fiona'));
    expect(nameKey('Straße')).toBe(nameKey('STRASSE'));
  });

  it('keeps names apart that look different', () => {
    expect(nameKey('José')).not.toBe(nameKey('Jose'));
    expect(nameKey('Dana Smith')).not.toBe(nameKey('Dana Smyth'));
  });
});

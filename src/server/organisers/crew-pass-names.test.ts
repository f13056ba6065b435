import { describe, expect, it } from 'vitest';
import { makePass } from '../../../tests/support/crew-passes';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { appForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';

// A pass's name is how the change log names its holder (docs/product/organisers.md, "Crew passes"): two
// working passes may not carry names a reader cannot tell apart, and the 60 characters are counted as a
// person sees them.

describe.each(testEngines)('crew pass names on %s', (engine) => {
  const app = appForSuite(engine);

  const makeNamed = (name: string) => organiserPost(app, '/api/organiser/passes', { role: 'door', name });

  it.each([
    ['full-width letters', 'Ｄａｎａ Ｓｍｉｔｈ'],
    ['a zero-width space inside', 'Dana\u200B Smith'],
    ['a soft hyphen inside', 'Da\u00ADna Smith'],
    ['a no-break space', 'Dana\u00A0Smith'],
    ['other letter case and spaces', '  DANA   smith '],
  ])('refuses a second working pass whose name differs only by %s', async (_, twin) => {
    const first = await makePass(app, 'door', 'Dana Smith');
    const refused = await makeNamed(twin);
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ error: expect.stringContaining('still works.') });
    await organiserPost(app, `/api/organiser/passes/${first.id}/revoke`, {});
  });

  it('tells names apart that look different', async () => {
    const first = await makePass(app, 'door', 'Strasse Crew');
    expect((await makeNamed('Straße Crew')).status).toBe(409);
    expect((await makeNamed('José')).status).toBe(201);
    expect((await makeNamed('Jose')).status).toBe(201);
    await organiserPost(app, `/api/organiser/passes/${first.id}/revoke`, {});
  });

  it('takes a name of 60 emoji and refuses one of 61, counting what a person sees', async () => {
    expect((await makeNamed('🧩'.repeat(60))).status).toBe(201);
    expect((await makeNamed('👩🏽‍💻'.repeat(60))).status).toBe(201);
    const refused = await makeNamed('🎲'.repeat(61));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ error: expect.stringContaining('A pass name is at most 60 characters.') });
  });
});

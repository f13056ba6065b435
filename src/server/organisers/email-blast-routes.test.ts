import { beforeAll, describe, expect, it } from 'vitest';
import { organiserPost } from '../../../tests/support/organiser-requests';
import { buyTickets, inPersonOrder, livestreamOrder } from '../../../tests/support/purchases';
import { appAndMailForSuite } from '../../../tests/support/suite-app';
import { testEngines } from '../../../tests/support/test-database';
import {
  blastRecipientCountSchema,
  emailBlastResponseSchema,
  organiserOverviewSchema,
} from '../../contracts/organiser';

describe.each(testEngines)('the email blast on %s', (engine) => {
  const { app, smtp } = appAndMailForSuite(engine);

  beforeAll(async () => {
    // Two in-person buyers, one of whom bought twice (once with different capitals), and two
    // livestream orders, one of whose addresses also bought in person.
    await buyTickets(app, inPersonOrder());
    const again = inPersonOrder();
    await buyTickets(app, { ...again, info: { ...again.info, email: 'Ada@Example.com' } });
    const ben = inPersonOrder();
    await buyTickets(app, { ...ben, info: { ...ben.info, email: 'ben@example.com' } });
    await buyTickets(app, livestreamOrder(['cy@example.com', 'ada@example.com'], 60));
    await buyTickets(app, livestreamOrder(['di@example.com'], 30));
    await app.outbox.flush();
    smtp.received.length = 0;
  });

  const blast = (fields: Record<string, unknown>) =>
    organiserPost(app, '/emailblast', {
      subject: 'Doors open at 9',
      text: 'See you in the lobby.\n\nThe organisers',
      email: null,
      regular: false,
      livestream: false,
      ...fields,
    });

  /** Sends a blast and waits for exactly its messages; each must reach one person. */
  async function receivedFor(fields: Record<string, unknown>, expected: number) {
    const answer = await blast(fields);
    expect(answer.status).toBe(200);
    expect(emailBlastResponseSchema.parse(answer.body).recipients).toBe(expected);
    await app.outbox.flush();
    const mails = await smtp.waitFor(expected);
    expect(mails).toHaveLength(expected);
    for (const mail of mails) {
      expect(mail.recipients).toHaveLength(1);
      expect(mail.parsed.to && 'value' in mail.parsed.to ? mail.parsed.to.value : []).toHaveLength(1);
      expect(mail.parsed.cc).toBeUndefined();
      expect(mail.parsed.bcc).toBeUndefined();
    }
    return mails.map((mail) => mail.recipients[0]).sort();
  }

  it('sends to every in-person buyer once when regular is set', async () => {
    expect(await receivedFor({ regular: true }, 2)).toEqual(['ada@example.com', 'ben@example.com']);
    const [mail] = smtp.received;
    expect(mail?.parsed.subject).toBe('Doors open at 9');
    expect(mail?.parsed.text?.trim()).toBe('See you in the lobby.\n\nThe organisers');
  });

  it('sends to every livestream ticket address once when livestream is set', async () => {
    expect(await receivedFor({ livestream: true }, 3)).toEqual([
      'ada@example.com',
      'cy@example.com',
      'di@example.com',
    ]);
  });

  it('sends to both audiences, one message per person, when both are set', async () => {
    expect(await receivedFor({ regular: true, livestream: true }, 4)).toEqual([
      'ada@example.com',
      'ben@example.com',
      'cy@example.com',
      'di@example.com',
    ]);
  });

  it('says beforehand how many people a blast to each audience would reach, sending nothing', async () => {
    const count = async (fields: Record<string, unknown>) => {
      const answer = await organiserPost(app, '/api/organiser/blast-recipients', fields);
      expect(answer.status).toBe(200);
      return blastRecipientCountSchema.parse(answer.body);
    };
    expect(await count({ regular: true })).toEqual({ recipients: 2, skipped: 0 });
    expect(await count({ livestream: true })).toEqual({ recipients: 3, skipped: 0 });
    expect(await count({ regular: true, livestream: true })).toEqual({ recipients: 4, skipped: 0 });
    await app.outbox.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('counts recipients only with the password, and only for a chosen audience', async () => {
    const wrong = await organiserPost(
      app,
      '/api/organiser/blast-recipients',
      { regular: true },
      { pass: 'nope' },
    );
    expect(wrong.status).toBe(403);
    const none = await organiserPost(app, '/api/organiser/blast-recipients', {});
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Choose regular, livestream or both.');
  });

  it('sends a test only to the given address, whatever the audience flags say', async () => {
    expect(await receivedFor({ email: 'organiser@example.org', regular: true, livestream: true }, 1)).toEqual(
      ['organiser@example.org'],
    );
  });

  it('lets no line break in the subject add a header', async () => {
    const answer = await blast({
      email: 'organiser@example.org',
      subject: 'Schedule update\r\nBcc: thief@example.com\nX-Injected: yes',
    });
    expect(answer.status).toBe(200);
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual(['organiser@example.org']);
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.parsed.headers.has('x-injected')).toBe(false);
    expect(mail?.raw).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(mail?.parsed.subject).toBe('Schedule update Bcc: thief@example.com X-Injected: yes');
  });

  it.each([
    [{ regular: false, livestream: false }, 'Choose regular, livestream or both'],
    [{ email: 'not-an-address', regular: true }, 'email must be a valid email address'],
    [{ subject: '   ', regular: true }, 'subject must not be empty'],
    [{ text: '', regular: true }, 'text must not be empty'],
    [{ regular: 'yes' }, 'regular must be true or false'],
  ])('refuses a blast it cannot send with 400 and sends nothing: %j', async (fields, message) => {
    const answer = await blast(fields);
    expect(answer.status).toBe(400);
    expect((answer.body as { error: string }).error).toContain(message);
    await app.outbox.flush();
    expect(smtp.received).toHaveLength(0);
  });

  it('shows each blast on the dashboard with how many were queued and sent', async () => {
    const answer = emailBlastResponseSchema.parse((await blast({ subject: 'Counted', regular: true })).body);
    await app.outbox.flush();
    const overview = organiserOverviewSchema.parse(
      (await organiserPost(app, '/api/organiser/overview')).body,
    );
    const summary = overview.blasts.find((entry) => entry.id === answer.id);
    expect(summary).toMatchObject({
      subject: 'Counted',
      audience: 'regular',
      recipients: 2,
      queued: 2,
      sent: 2,
    });
    expect(overview.blasts[0]?.id).toBe(answer.id);
    expect(overview.audit[0]?.what).toBe('Sent email "Counted" to 2 in-person recipients');
  });

  it('queues a blast in one go: a message already queued under its key is not queued twice', async () => {
    const { id } = emailBlastResponseSchema.parse((await blast({ regular: true })).body);
    const rows = await app.database.handle.db
      .selectFrom('outbox')
      .select(['dedupe_key', 'to_address'])
      .where('kind', '=', 'blast')
      .where('ref', '=', String(id))
      .orderBy('to_address')
      .execute();
    expect(rows.map((row) => row.to_address)).toEqual(['ada@example.com', 'ben@example.com']);
    // The key names the address, but the row keeps its hash: clearing the address erases it.
    expect(rows.map((row) => row.dedupe_key)).toEqual([
      expect.stringMatching(/^[\w-]{43}$/),
      expect.stringMatching(/^[\w-]{43}$/),
    ]);
    const requeued = await app.outbox.enqueue(app.database.handle.db, {
      to: 'ada@example.com',
      subject: 'again',
      text: 'again',
      kind: 'blast',
      ref: String(id),
      dedupeKey: `blast:${id}:ada@example.com`,
    });
    expect(requeued).toBe(false);
  });
});

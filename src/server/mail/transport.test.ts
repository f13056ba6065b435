import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtpServer, type TestSmtpServer } from '../../../tests/support/test-smtp-server';
import { createMailTransport, type MailTransport } from './transport';

const from = 'Grid Gathering <info@gridgathering.example>';
const injectedSubject = 'Your tickets\r\nBcc: evil@example.com';

describe('sending over SMTP', () => {
  let smtp: TestSmtpServer;
  let transport: MailTransport;
  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    transport = createMailTransport({ smtpUrl: smtp.url, dataDir: os.tmpdir(), from });
  });
  afterAll(async () => {
    transport.close();
    await smtp.close();
  });
  afterEach(() => {
    smtp.received.length = 0;
  });

  it('delivers a plain-text message to its one recipient with our sender and a stable Message-ID', async () => {
    await transport.send({
      to: 'ada@example.com',
      subject: 'Hello',
      text: 'See you in April.',
      key: 'outbox-1-5',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual(['ada@example.com']);
    expect(mail?.parsed.subject).toBe('Hello');
    expect(mail?.parsed.text?.trim()).toBe('See you in April.');
    expect(mail?.parsed.from?.value).toEqual([
      { name: 'Grid Gathering', address: 'info@gridgathering.example' },
    ]);
    expect(mail?.parsed.messageId).toBe('<outbox-1-5@gridgathering.example>');
  });

  it('keeps a newline in the subject from adding a header or a recipient', async () => {
    await transport.send({ to: 'ada@example.com', subject: injectedSubject, text: 'Hi', key: 'outbox-2-5' });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.recipients).toEqual(['ada@example.com']);
    expect(mail?.parsed.bcc).toBeUndefined();
    expect(mail?.parsed.headers.has('bcc')).toBe(false);
    expect(mail?.raw).not.toMatch(/^Bcc:/im);
    expect(mail?.parsed.subject).toBe('Your tickets Bcc: evil@example.com');
  });

  it('refuses a recipient field holding more than one address', async () => {
    await expect(
      transport.send({
        to: 'ada@example.com, bob@example.com',
        subject: 'Hi',
        text: 'Hi',
        key: 'outbox-3-5',
      }),
    ).rejects.toThrow(/single email address/);
    expect(smtp.received).toHaveLength(0);
  });
});

describe('writing .eml files when no SMTP server is configured', () => {
  let dataDir: string;
  let transport: MailTransport;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'gg-mail-'));
    transport = createMailTransport({ smtpUrl: undefined, dataDir, from });
  });
  afterAll(() => {
    transport.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('writes one readable RFC 822 file per message in DATA_DIR/outbox', async () => {
    await transport.send({
      to: 'ada@example.com',
      subject: injectedSubject,
      text: 'Badge code: K7PQ',
      html: '<p>Badge code: <b>K7PQ</b></p>',
      key: 'outbox-7-5',
    });
    const file = path.join(dataDir, 'outbox', 'outbox-7-5.eml');
    const parsed = await simpleParser(fs.readFileSync(file));
    expect(parsed.subject).toBe('Your tickets Bcc: evil@example.com');
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.text?.trim()).toBe('Badge code: K7PQ');
    expect(parsed.html).toContain('<b>K7PQ</b>');
    expect(fs.readdirSync(path.join(dataDir, 'outbox'))).toEqual(['outbox-7-5.eml']);
  });

  it('flattens every kind of line break and control character in the subject to a single space', async () => {
    const subject = 'a\r\nb\nc\rd\u2028e\u0000f\tg';
    await transport.send({ to: 'ada@example.com', subject, text: 'Hi', key: 'outbox-9-5' });
    const parsed = await simpleParser(fs.readFileSync(path.join(dataDir, 'outbox', 'outbox-9-5.eml')));
    expect(parsed.subject).toBe('a b c d e f g');
  });

  it('lists the messages it keeps a copy of, and removes one copy without touching the others', async () => {
    await transport.send({ to: 'erased@example.com', subject: 'Gone', text: 'Ada', key: 'outbox-20-5' });
    await transport.send({ to: 'kept@example.com', subject: 'Kept', text: 'Ben', key: 'outbox-21-5' });
    expect(await transport.keptKeys()).toEqual(expect.arrayContaining(['outbox-20-5', 'outbox-21-5']));
    await transport.discard('outbox-20-5');
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).not.toContain('outbox-20-5.eml');
    expect(files).toContain('outbox-21-5.eml');
    expect(await transport.keptKeys()).not.toContain('outbox-20-5');
  });

  it('overwrites rather than doubles a message sent again', async () => {
    const mail = { to: 'bob@example.com', subject: 'Again', text: 'Once', key: 'outbox-8-5' };
    await transport.send(mail);
    await transport.send(mail);
    expect(
      fs.readdirSync(path.join(dataDir, 'outbox')).filter((name) => name.startsWith('outbox-8-')),
    ).toEqual(['outbox-8-5.eml']);
  });
});

import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

// The only file that knows how mail leaves the server: changing provider means
// changing this file. Everything else hands it a plain message and learns only "sent" or an error.

interface OutgoingMail {
  /** Exactly one address: every message goes to one person so no one sees another's address. */
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Images the html shows inline, each by `<img src="cid:...">`. */
  attachments?: MailAttachment[];
  /**
   * Stable for one outbox row. It becomes the Message-ID (so a receiving server or client can drop a
   * resend in the at-least-once window) and the .eml file name (so a resend overwrites, not doubles).
   */
  key: string;
}

/** An image shown inside the html (a badge's QR code), referenced there as `cid:${cid}`. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** Unique within the message, e.g. 'badge-ACD347@tickets'. */
  cid: string;
  content: Buffer;
}

export interface MailTransport {
  /** Resolves once the SMTP server accepted the message (or the .eml file is on disk). */
  send(mail: OutgoingMail): Promise<void>;
  /**
   * The keys of the messages this transport keeps a copy of (the .eml files; none over SMTP, where the
   * message is the server's once accepted). A key of letters, digits, `.`, `-` and `_` comes back as given.
   */
  keptKeys(): Promise<string[]>;
  /** Removes the kept copy of the message `key` (its .eml file), if there is one: its data was erased. */
  discard(key: string): Promise<void>;
  close(): void;
  /** 'smtp' or 'files', for logs and the health of the outbox. */
  readonly mode: 'smtp' | 'files';
}

export interface MailTransportOptions {
  /** smtp:// or smtps:// URL; undefined writes .eml files instead. */
  smtpUrl: string | undefined;
  dataDir: string;
  from: string;
}

// A header value is one line. nodemailer already folds and encodes, but a subject built from a
// buyer's or organiser's text is flattened here too, so no input can ever start a header of its own.
function plainHeaderText(value: string): string {
  return (
    value
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
      .replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ')
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

const singleAddress = /^[^\s@,;<>"()[\]\\]+@[^\s@,;<>"()[\]\\]+$/;

export function assertSingleAddress(address: string): void {
  if (!singleAddress.test(address)) {
    throw new TypeError(`Not a single email address: ${JSON.stringify(address)}`);
  }
}

function domainOf(from: string): string {
  return /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? 'localhost';
}

export function createMailTransport(options: MailTransportOptions): MailTransport {
  const domain = domainOf(options.from);
  const compose = (mail: OutgoingMail) => {
    assertSingleAddress(mail.to);
    return {
      from: options.from,
      to: mail.to,
      subject: plainHeaderText(mail.subject),
      text: mail.text,
      ...(mail.html ? { html: mail.html } : {}),
      // With a cid, nodemailer places the image beside the html (multipart/related), as mail programs
      // expect of an inline image rather than a download.
      ...(mail.attachments?.length
        ? {
            attachments: mail.attachments.map((file) => ({
              filename: file.filename,
              contentType: file.contentType,
              cid: file.cid,
              content: file.content,
              contentDisposition: 'inline' as const,
            })),
          }
        : {}),
      messageId: `<${mail.key}@${domain}>`,
    };
  };

  if (options.smtpUrl) {
    const smtp = nodemailer.createTransport({
      url: options.smtpUrl,
      // One kept-open connection serves a blast; the outbox sends one message at a time anyway.
      pool: true,
      maxConnections: 1,
      // The outbox retries; a second retry loop inside nodemailer would only widen the resend window.
      maxRequeues: 0,
      // Bounded well inside the outbox's claim lease, so a hung server cannot outlast a claim.
      connectionTimeout: 20_000,
      greetingTimeout: 20_000,
      socketTimeout: 60_000,
    });
    return {
      mode: 'smtp',
      async send(mail) {
        await smtp.sendMail(compose(mail));
      },
      keptKeys: async () => [],
      discard: async () => {},
      close: () => smtp.close(),
    };
  }

  const directory = path.join(options.dataDir, 'outbox');
  const fileOf = (key: string) => path.join(directory, `${key.replace(/[^A-Za-z0-9._-]/g, '_')}.eml`);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    mode: 'files',
    async send(mail) {
      const info = await composer.sendMail(compose(mail));
      await fs.mkdir(directory, { recursive: true });
      const file = fileOf(mail.key);
      // Written aside and renamed, so a reader never sees half a message.
      const partial = `${file}.partial`;
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
    },
    async keptKeys() {
      const names = await fs.readdir(directory).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      // A .partial left by a crash mid-write is a copy too.
      const keys = names.map((name) => /^(.+)\.eml(?:\.partial)?$/.exec(name)?.[1]);
      return [...new Set(keys.filter((key) => key !== undefined))];
    },
    async discard(key) {
      const file = fileOf(key);
      await Promise.all([fs.rm(file, { force: true }), fs.rm(`${file}.partial`, { force: true })]);
    },
    close: () => composer.close(),
  };
}

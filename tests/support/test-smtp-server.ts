import net from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

// A real SMTP server on a local port for tests: what the app sends arrives here over the wire and is
// parsed the way a mail client would read it.

interface ReceivedMail {
  /** RCPT TO addresses: who the message was actually delivered to, whatever the headers say. */
  recipients: string[];
  raw: string;
  parsed: ParsedMail;
}

export interface TestSmtpServer {
  port: number;
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** While true, every message is refused with a temporary error (451), as a struggling server does. */
  rejecting: boolean;
  /** Resolves when at least `count` messages have arrived; rejects after `timeoutMs`. */
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

/** A port nothing listens on right now, to point the app at an SMTP server that is down. */
export async function freePort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

export async function startTestSmtpServer(port = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const state = { rejecting: false };

  const server = new SMTPServer({
    authOptional: true,
    // Plain local connections: nodemailer would otherwise try STARTTLS against a self-signed cert.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    closeTimeout: 100,
    onMailFrom(_address, _session, callback) {
      if (!state.rejecting) return callback();
      const refusal = Object.assign(new Error('Service busy, try again later'), { responseCode: 451 });
      callback(refusal);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        simpleParser(raw).then((parsed) => {
          received.push({ recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address), raw, parsed });
          for (const notify of waiters) notify();
          callback();
        }, callback);
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address() as net.AddressInfo;

  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    get rejecting() {
      return state.rejecting;
    },
    set rejecting(value: boolean) {
      state.rejecting = value;
    },
    waitFor(count, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (received.length < count) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`Expected ${count} messages, ${received.length} arrived in ${timeoutMs} ms`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

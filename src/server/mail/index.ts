// Mail: the outbox (queued in the same transaction as what it tells) and its worker and transports.
import type { Outbox } from './outbox-worker';

export { type InlineQrImage, outboxStats, type QueuedMail } from './outbox';
export { type Outbox, startOutboxWorker } from './outbox-worker';
export { qrDisplayPx } from './qr-image';
export { renderEmail } from './render-email';
export { assertSingleAddress, createMailTransport } from './transport';

declare module 'fastify' {
  interface FastifyInstance {
    /** Queues mail to send after the transaction commits; decorated once in app.ts. */
    outbox: Outbox;
  }
}

export { enqueueMail } from './outbox';

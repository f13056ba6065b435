import type { FastifyReply, FastifyRequest } from 'fastify';
import { type AnswerEncoding, acceptedEncoding, compressors } from '../plugins';

// A page's HTML as sent, with its compressed copies made once, on the first request that accepts each:
// a rendered page is kept for a few seconds and sent to every visitor meanwhile (rendered-pages.ts).

export class PageAnswer {
  private readonly bytes: Buffer;
  private readonly encoded: Partial<Record<AnswerEncoding, Promise<Buffer>>> = {};

  constructor(readonly html: string) {
    this.bytes = Buffer.from(html);
  }

  async send(reply: FastifyReply, request: FastifyRequest, status: number) {
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding');
    const encoding = acceptedEncoding(request);
    if (!encoding) return reply.send(this.bytes);
    this.encoded[encoding] ??= compressors[encoding](this.html);
    return reply.header('content-encoding', encoding).send(await this.encoded[encoding]);
  }
}

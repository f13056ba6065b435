// mailparser ships no types and @types/mailparser is not installed; this is the part our tests use.
declare module 'mailparser' {
  import type { Readable } from 'node:stream';

  export interface AddressObject {
    value: { address?: string; name: string }[];
    text: string;
  }

  export interface ParsedMail {
    headers: Map<string, unknown>;
    headerLines: { key: string; line: string }[];
    subject?: string;
    from?: AddressObject;
    to?: AddressObject | AddressObject[];
    cc?: AddressObject | AddressObject[];
    bcc?: AddressObject | AddressObject[];
    messageId?: string;
    text?: string;
    html?: string | false;
    attachments: Attachment[];
  }

  export interface Attachment {
    filename?: string;
    contentType: string;
    contentDisposition?: string;
    /** Without the angle brackets. */
    cid?: string;
    /** True for a part of a multipart/related message (an image the html shows inline). */
    related?: boolean;
    content: Buffer;
  }

  export interface ParserOptions {
    /** Leave cid: links in the html as they are, instead of turning them into data: URIs. */
    keepCidLinks?: boolean;
  }

  export function simpleParser(
    source: string | Buffer | Readable,
    options?: ParserOptions,
  ): Promise<ParsedMail>;
}

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
  }

  export function simpleParser(source: string | Buffer | Readable): Promise<ParsedMail>;
}

import { describe, expect, it } from 'vitest';
import { orderFits, placesLeft, salesOpen, streamRedirectTarget, streamUrlProblem } from './ticket-sales';

describe('ticket sales', () => {
  const closesAt = 1_743_000_000;

  it('are open with no closing time until organisers close them', () => {
    expect(salesOpen(false, null, Date.now())).toBe(true);
    expect(salesOpen(true, null, Date.now())).toBe(false);
  });

  it('close by themselves at the closing time, to the second', () => {
    expect(salesOpen(false, closesAt, closesAt * 1000 - 1)).toBe(true);
    expect(salesOpen(false, closesAt, closesAt * 1000)).toBe(false);
  });

  it('count places left without going below zero, and have no limit without a capacity', () => {
    expect(placesLeft(100, 97)).toBe(3);
    expect(placesLeft(100, 104)).toBe(0);
    expect(placesLeft(null, 500)).toBeNull();
  });

  it('take an order that fits exactly and refuse one ticket more', () => {
    expect(orderFits(3, 3)).toBe(true);
    expect(orderFits(3, 4)).toBe(false);
    expect(orderFits(null, 50)).toBe(true);
  });
});

describe('the stream link', () => {
  it('takes an https video address', () => {
    expect(streamUrlProblem('https://www.youtube.com/watch?v=abc123')).toBeNull();
    expect(streamUrlProblem('https://youtu.be/abc123?si=x')).toBeNull();
    expect(streamUrlProblem('https://vidéo.example/直播?t=1')).toBeNull();
  });

  it.each([
    ['plain http', 'http://www.youtube.com/watch?v=abc', /https:\/\//],
    ['a script address', 'javascript:alert(1)', /https:\/\//],
    ['no scheme', 'www.youtube.com/watch?v=abc', /full web address/],
    ['words', 'the usual channel', /full web address/],
    ['a password in it', 'https://me:secret@video.example/live', /user name or password/],
    ['an overlong address', `https://video.example/${'a'.repeat(2000)}`, /at most 2000/],
    [
      'a line break inside',
      'https://youtu.be/abc\r\nSet-Cookie: x=1',
      /line break or an invisible character/,
    ],
    ['a tab inside', 'https://youtu.be/a\tbc', /line break or an invisible character/],
    ['a line separator', 'https://youtu.be/abc\u2028', /line break or an invisible character/],
    ['a paragraph separator', 'https://youtu.be/\u2029abc', /line break or an invisible character/],
    ['a DEL character', 'https://youtu.be/abc\u007f', /line break or an invisible character/],
    ['a C1 control character', 'https://youtu.be/abc\u0085', /line break or an invisible character/],
    ['a zero-width space', 'https://you\u200btu.be/abc', /line break or an invisible character/],
    ['a right-to-left override', 'https://youtu.be/\u202eabc', /line break or an invisible character/],
    ['a byte order mark', '\ufeffhttps://youtu.be/abc', /line break or an invisible character/],
  ])('refuses %s with a sentence', (_what, text, message) => {
    expect(streamUrlProblem(text)).toMatch(message);
  });
});

describe('where a ticket holder is sent', () => {
  it('is the stored link, written so that a Location header can carry it', () => {
    expect(streamRedirectTarget('https://youtu.be/abc123?si=x')).toBe('https://youtu.be/abc123?si=x');
    expect(streamRedirectTarget('https://vidéo.example/直播')).toBe(
      'https://xn--vido-dpa.example/%E7%9B%B4%E6%92%AD',
    );
  });

  it('is nowhere for a stored link the rules now refuse, as if none were set', () => {
    expect(streamRedirectTarget(null)).toBeNull();
    expect(streamRedirectTarget('https://youtu.be/abc\r\nSet-Cookie: x=1')).toBeNull();
    expect(streamRedirectTarget('https://youtu.be/abc\u2028')).toBeNull();
    expect(streamRedirectTarget('http://youtu.be/abc')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { orderFits, placesLeft, salesOpen, streamUrlProblem } from './ticket-sales';

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
  });

  it.each([
    ['plain http', 'http://www.youtube.com/watch?v=abc', /https:\/\//],
    ['a script address', 'javascript:alert(1)', /https:\/\//],
    ['no scheme', 'www.youtube.com/watch?v=abc', /full web address/],
    ['words', 'the usual channel', /full web address/],
    ['a password in it', 'https://me:secret@video.example/live', /user name or password/],
    ['an overlong address', `https://video.example/${'a'.repeat(2000)}`, /at most 2000/],
  ])('refuses %s with a sentence', (_what, text, message) => {
    expect(streamUrlProblem(text)).toMatch(message);
  });
});

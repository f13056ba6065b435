import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, getJson } from './api';

// A page cancels a read when it is left, or when a newer read replaces it: that is not a failure, so
// nothing of it may reach the console (docs/product/site-and-pages.md, "When a page cannot load its data").

/**
 * A fetch whose answer starts (status and headers) and then waits for its body until the read is
 * cancelled; `reading` resolves once the page has read the first part and waits for more.
 */
function answerThatStalls() {
  let waitingForMore: () => void = () => {};
  const reading = new Promise<void>((resolve) => {
    waitingForMore = resolve;
  });
  const fetch = vi.fn(async (_path: string, init?: RequestInit) => {
    const body = new ReadableStream<Uint8Array>({
      pull() {
        waitingForMore();
        return new Promise<void>(() => {});
      },
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"items": ['));
        init?.signal?.addEventListener('abort', () =>
          controller.error(new DOMException('The operation was aborted.', 'AbortError')),
        );
      },
    });
    return new Response(body, { status: 200, headers: { 'content-type': 'application/json' } });
  });
  return { fetch, reading };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('a read the page cancelled', () => {
  it('ends as cancelled, and logs nothing, when its answer was cut off halfway', async () => {
    const stalling = answerThatStalls();
    vi.stubGlobal('fetch', stalling.fetch);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const controller = new AbortController();
    const read = getJson('/api/things', z.object({ items: z.array(z.number()) }), controller.signal);
    await stalling.reading;
    controller.abort();
    const failure = await read.catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe('AbortError');
    expect(logged).not.toHaveBeenCalled();
  });

  it('still reports an answer that is whole but not what the page expects', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ items: 'none' })),
    );
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = await getJson('/api/things', z.object({ items: z.array(z.number()) })).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(logged).toHaveBeenCalledTimes(1);
  });
});

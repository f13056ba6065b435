// For tests that build a PayPal client by hand: its `fetch`, adding PayPal's sandbox negative-testing
// header `PayPal-Mock-Response` to the calls whose path matches, as a test against the sandbox would.

/** A fetch that asks PayPal (or the emulator) for error `code` on every call whose path matches `path`. */
export function fetchMockingPayPal(path: RegExp, code: string): typeof fetch {
  return (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    if (!path.test(url.pathname)) return fetch(input, init);
    const headers = new Headers(init?.headers);
    headers.set('paypal-mock-response', JSON.stringify({ mock_application_codes: code }));
    return fetch(input, { ...init, headers });
  };
}

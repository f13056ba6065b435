import type { TestApp } from './test-app';
import { testOrganiserPassword } from './test-app';

// Organiser calls as the dashboard and the blast form make them, from a chosen client address so a
// test's wrong passwords never lock out another test's requests.

let nextAddress = 1;
/** A fresh documentation-range address (198.18.0.0/15) for each call. */
export const freshAddress = () => `198.18.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

export async function organiserPost(
  app: TestApp,
  url: string,
  body: Record<string, unknown> = {},
  options: { pass?: string | null; address?: string; token?: string; headers?: Record<string, string> } = {},
) {
  // A signed-in browser sends its token and no password; `pass` then defaults to none.
  const pass =
    options.pass === undefined && options.token === undefined ? testOrganiserPassword : options.pass;
  const response = await app.server.inject({
    method: 'POST',
    url,
    headers: {
      ...options.headers,
      ...(options.token === undefined ? {} : { authorization: `Bearer ${options.token}` }),
    },
    payload: pass === null || pass === undefined ? body : { ...body, pass },
    remoteAddress: options.address ?? freshAddress(),
  });
  return { status: response.statusCode, headers: response.headers, body: response.json() as unknown };
}

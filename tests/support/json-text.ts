import type { TestApp } from './test-app';

// A POST whose body goes out exactly as written under a JSON content type: the capture call's empty
// body, and what no JSON writer sends (a cut-off object, a prototype key), which the parsers must answer.

export function postJsonText(app: TestApp, url: string, text: string) {
  return app.server.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload: text,
  });
}

// The API baseline: a bare node:http server answering a fixed small JSON body, nothing else.
// Run as its own process by the benchmark (node scripts/bench/baseline-http.mjs, PORT in env).
import http from 'node:http';

const body = JSON.stringify({ status: 'ok', items: [{ id: 1, name: 'Baseline', amount: 20 }] });

http
  .createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');

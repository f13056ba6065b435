// The fan-out baseline: a bare socket.io server (WebSocket only, like the app) that broadcasts the body
// of POST /emit as a 'donation' event to every client, then answers 201, as the app's capture does.
import http from 'node:http';
import { Server } from 'socket.io';

const server = http.createServer((request, response) => {
  if (request.method === 'POST' && request.url === '/emit') {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      io.emit('donation', JSON.parse(raw));
      response.writeHead(201, { 'content-type': 'application/json' });
      response.end('{}');
    });
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json' });
  response.end('{"ok":true}');
});
const io = new Server(server, { transports: ['websocket'], serveClient: false });
server.listen(Number(process.env.PORT), '127.0.0.1');
process.once('SIGTERM', () => {
  io.close();
  process.exit(0);
});

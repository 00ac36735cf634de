/**
 * A content service that misbehaves in every way the site must survive, for the second test server:
 * posts never answer, categories answer garbage, authors answer a body far larger than any real one.
 *   tsx e2e/misbehaving-content-service.ts <port>
 */
import { createServer } from 'node:http';

const port = Number(process.argv[2]);
const hugeChunk = Buffer.alloc(1024 * 1024, 'x');

createServer((request, response) => {
  const collection = new URL(request.url ?? '/', 'http://localhost').pathname.split('/')[2];
  switch (collection) {
    case 'posts':
      return; // Never answers; the site's timeout has to end the wait.
    case 'categories':
      response.writeHead(200, { 'content-type': 'application/json' });
      return response.end('\u0000{"data": [<html>not json</html>');
    case 'authors': {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"data": [{"attributes": {"bio": "');
      for (let i = 0; i < 30; i++) response.write(hugeChunk);
      return response.end('"}}]}');
    }
    default:
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('ready');
  }
}).listen(port);

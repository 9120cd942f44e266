import http from 'node:http';

// A bare Node http server answering fixed bytes: the floor the API is compared against.
const bodies = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>;
const server = http.createServer((req, res) => {
  const key = (req.url ?? '').startsWith('/search') ? 'search' : 'detail';
  const body = bodies[key] ?? '';
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as { port: number }).port}\n`);
});

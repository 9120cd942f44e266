import fs from 'node:fs';
import http from 'node:http';

// A bare Node http server answering fixed responses by path (the file named by argv[2]: JSON of
// path -> { headers, body in base64 }): the floor the pages are compared against, same bytes.
const responses = JSON.parse(fs.readFileSync(process.argv[2]!, 'utf8')) as Record<string, { headers: Record<string, string>; body: string }>;
const ready = new Map(Object.entries(responses).map(([path, r]) => [path, { headers: r.headers, body: Buffer.from(r.body, 'base64') }]));
const server = http.createServer((req, res) => {
  const response = ready.get(req.url ?? '');
  if (!response) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { ...response.headers, 'content-length': response.body.length });
  res.end(response.body);
});
server.keepAliveTimeout = 72_000;
server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${(server.address() as { port: number }).port}\n`);
});

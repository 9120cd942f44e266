// A TCP proxy in a process of its own: `node tcp-proxy.mjs <target host> <target port>` listens on a
// free loopback port, prints it, and forwards every connection to the target. The outage test
// freezes it with SIGSTOP: connections stay open (the kernel still accepts new ones) and nothing
// answers, as with a database server that hangs. It ends with its parent (stdin closes).
import net from 'node:net';

const [host, port] = process.argv.slice(2);
if (!host || !port) {
  console.error('usage: node tcp-proxy.mjs <target host> <target port>');
  process.exit(2);
}

const server = net.createServer((client) => {
  const upstream = net.connect({ host, port: Number(port) });
  client.pipe(upstream);
  upstream.pipe(client);
  const close = () => {
    client.destroy();
    upstream.destroy();
  };
  client.on('error', close);
  upstream.on('error', close);
  client.on('close', close);
  upstream.on('close', close);
});

server.listen(0, '127.0.0.1', () => {
  process.stdout.write(`${server.address().port}\n`);
});

process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));

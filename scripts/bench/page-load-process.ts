// The product page's open-loop load from a process of its own, so the latencies are the server's
// and not the pauses of a bench process that holds a database, a million drawn events and the
// report load's garbage (in the bench's own process the quiet page's p99 read 6-8 ms; from here 1):
//   node --import tsx scripts/bench/page-load-process.ts <port> <productId> <rate> <seconds> [api]
// Prints the LoadResult, every latency included (the bench pools runs), as one line of JSON.
import { runOpenLoad } from './load.ts';
import { productRequest } from './product-request.ts';

const [port, productId, rate, seconds] = process.argv.slice(2, 6).map(Number) as [number, number, number, number];
const pages = process.argv[6] !== 'api';
const result = await runOpenLoad({ port, rate, seconds, request: () => productRequest(productId, pages), keepLatencies: true });
process.stdout.write(`${JSON.stringify(result)}\n`);

// Writes .br and .gz beside every compressible file of the web build, once, so the server sends
// built assets compressed without compressing them on each request (@fastify/static preCompressed).
// Usage: node scripts/precompress.mjs <dir>
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dir = process.argv[2];
if (!dir) throw new Error('usage: precompress.mjs <dir>');
const COMPRESSIBLE = /\.(js|css|svg|json|txt|html|xml|map)$/;
let files = 0;
let before = 0;
let afterBr = 0;

function walk(folder) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name) && !entry.name.endsWith('.map')) {
      const raw = fs.readFileSync(file);
      if (raw.length < 1024) continue;
      const br = zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } });
      fs.writeFileSync(`${file}.br`, br);
      fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
      files++;
      before += raw.length;
      afterBr += br.length;
    }
  }
}

walk(dir);
console.log(`precompressed ${files} files: ${(before / 1024).toFixed(0)} KiB -> ${(afterBr / 1024).toFixed(0)} KiB brotli`);

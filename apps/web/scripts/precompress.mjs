/**
 * Precompresses the built browser assets once, at build time (issue 13): next to every text file in
 * build/client a `.br` (brotli quality 11, too slow to run per request) and a `.gz` (gzip level 9), each kept
 * only when smaller than the file. The server serves them as files (@fastify/static `preCompressed`, which
 * picks by Accept-Encoding and answers `Vary: Accept-Encoding`), so no asset is compressed per request.
 *   node apps/web/scripts/precompress.mjs   (part of `npm run build`)
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const client = join(dirname(fileURLToPath(import.meta.url)), '../build/client');
const TEXT = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.xml', '.html', '.map', '.webmanifest']);

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (TEXT.has(extname(name))) yield path;
  }
}

let raw = 0;
let br = 0;
let count = 0;
for (const path of files(client)) {
  const body = readFileSync(path);
  const variants = [
    ['.br', brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } })],
    ['.gz', gzipSync(body, { level: 9 })],
  ];
  for (const [suffix, packed] of variants) {
    // a variant no smaller than the file is not worth a Content-Encoding (tiny files)
    if (packed.length < body.length) writeFileSync(path + suffix, packed);
    else if (existsSync(path + suffix)) rmSync(path + suffix);
  }
  raw += body.length;
  br += Math.min(body.length, variants[0][1].length);
  count++;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB raw, ${(br / 1024).toFixed(0)} KB brotli`);

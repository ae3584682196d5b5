// Writes .gz and .br siblings of the built console's text assets, so the server
// (@fastify/static preCompressed) sends them compressed without compressing per request.
// Run after `vite build`: node scripts/compress-dist.mjs [dir]   (default: dist)
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const EXTENSIONS = new Set(['.js', '.css', '.html', '.svg', '.webmanifest']);
// Below this the headers cost about as much as the bytes saved.
const MIN_BYTES = 1024;

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (entry.isFile()) yield full;
  }
}

export async function compressDir(dir) {
  const written = [];
  for await (const file of files(dir)) {
    if (!EXTENSIONS.has(path.extname(file)) || (await stat(file)).size <= MIN_BYTES) continue;
    const source = await readFile(file);
    const [gz, br] = await Promise.all([
      gzipAsync(source, { level: 9 }),
      brotliAsync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    ]);
    await writeFile(`${file}.gz`, gz);
    await writeFile(`${file}.br`, br);
    written.push({ file: path.relative(dir, file), bytes: source.length, gzip: gz.length, brotli: br.length });
  }
  return written;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const written = await compressDir(dir);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const total = written.reduce((s, w) => ({ bytes: s.bytes + w.bytes, gzip: s.gzip + w.gzip, brotli: s.brotli + w.brotli }), {
    bytes: 0,
    gzip: 0,
    brotli: 0,
  });
  console.log(
    `compress-dist: ${written.length} files in ${path.relative(process.cwd(), dir) || '.'}: ${kb(total.bytes)} → gzip ${kb(total.gzip)}, brotli ${kb(total.brotli)}`,
  );
}

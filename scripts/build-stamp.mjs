// A content hash of everything the build reads; the build is redone only when it changes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
export const BUILD_STAMP_FILE = path.join(root, 'dist', '.build-stamp');
const INPUTS = [
  'src',
  'drizzle',
  'vite.config.ts',
  'vite.aliases.ts',
  'package-lock.json',
  'scripts/build.mjs',
];

function* filesUnder(entry) {
  if (!existsSync(entry)) return;
  if (statSync(entry).isFile()) {
    yield entry;
    return;
  }
  for (const name of readdirSync(entry).sort()) {
    if (name === 'node_modules') continue;
    yield* filesUnder(path.join(entry, name));
  }
}

export function computeBuildStamp() {
  const hash = createHash('sha256');
  for (const input of INPUTS) {
    for (const file of filesUnder(path.join(root, input))) {
      if (/\.test\.tsx?$/.test(file)) continue;
      hash.update(path.relative(root, file));
      hash.update(readFileSync(file));
    }
  }
  return hash.digest('hex');
}

export function isBuildCurrent() {
  return (
    existsSync(BUILD_STAMP_FILE) && readFileSync(BUILD_STAMP_FILE, 'utf8') === computeBuildStamp()
  );
}

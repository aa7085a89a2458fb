// `npm start`: builds when the sources changed since the last build, then runs the server.
import { isBuildCurrent } from './build-stamp.mjs';

if (!isBuildCurrent()) {
  console.log('Building Vetrina (first start or sources changed)…');
  const { buildAll } = await import('./build.mjs');
  await buildAll();
}
await import('../dist/server/main.js');

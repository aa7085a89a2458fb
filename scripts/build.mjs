// Builds the browser app (Vite → dist/web), the server-rendering bundle of its public pages
// (Vite → dist/ssr, decision 027) and the server bundle (esbuild → dist/server).
import { build as viteBuild } from 'vite';
import { build as esbuild } from 'esbuild';
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { computeBuildStamp, BUILD_STAMP_FILE } from './build-stamp.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

export async function buildAll() {
  const started = Date.now();
  // The browser bundle is always a production build (the libraries' production builds), even when
  // the build runs inside a server started with NODE_ENV=test or development.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await viteBuild({ configFile: `${root}/vite.config.ts`, mode: 'production', logLevel: 'warn' });
    // The same app built for Node: the server loads dist/ssr/entry-server.js at run time (it
    // never imports src/web). Packages stay external and come from node_modules.
    await viteBuild({
      configFile: `${root}/vite.config.ts`,
      mode: 'production',
      logLevel: 'warn',
      build: {
        ssr: `${root}/src/web/entry-server.tsx`,
        outDir: `${root}/dist/ssr`,
        emptyOutDir: true,
        copyPublicDir: false,
        manifest: false,
      },
    });
    // The browser build's manifest tells the server which styles and chunks a rendered page
    // needs; it moves beside the bundle, out of the folder served to browsers.
    mkdirSync(`${root}/dist/ssr`, { recursive: true });
    renameSync(`${root}/dist/web/.vite/manifest.json`, `${root}/dist/ssr/client-manifest.json`);
    rmSync(`${root}/dist/web/.vite`, { recursive: true, force: true });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  await esbuild({
    entryPoints: {
      main: `${root}/src/server/main.ts`,
      'seed-cli': `${root}/src/server/db/seed-cli.ts`,
    },
    outdir: `${root}/dist/server`,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  writeFileSync(BUILD_STAMP_FILE, computeBuildStamp());
  console.log(`Vetrina built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await buildAll();
}

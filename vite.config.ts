import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import { PACKAGES_ON_REACT, preactAliases } from './vite.aliases.ts';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/** Source bytes under which a group of shared modules joins its nearest neighbour. */
const SHARED_CHUNK_MERGE_BYTES = 50_000;

const webSource = (file: string) => fileURLToPath(new URL(`./src/web/${file}`, import.meta.url));
/** The entry script, which starts the app (main.tsx) after the first paint (decision 029). */
const BOOT_MODULE = webSource('boot.ts');
const APP_MODULE = webSource('main.tsx');

type ChunkingContext = {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
};

const ZOD_MODULE = /node_modules[\\/]zod[\\/]/;
/** The shared groups' chunks, named after the pages that use them (`shared~home~product`…). */
const SHARED_CHUNK_NAME = /^shared(-zod)?~/;

/** `from` and every module it imports statically, directly or not. */
function staticClosure(from: string, context: ChunkingContext): Set<string> {
  const found = new Set<string>();
  const pending = [from];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    pending.push(...(context.getModuleInfo(id)?.importedIds ?? []));
  }
  return found;
}

const closuresByPass = new WeakMap<ChunkingContext, { boot: Set<string>; app: Set<string> }>();

/** The modules of the entry script and of the app's start, once per chunking pass. */
function closures(context: ChunkingContext): { boot: Set<string>; app: Set<string> } {
  let found = closuresByPass.get(context);
  if (!found) {
    found = { boot: staticClosure(BOOT_MODULE, context), app: staticClosure(APP_MODULE, context) };
    closuresByPass.set(context, found);
  }
  return found;
}

/**
 * The entry script's chunk: all it imports, even what the app imports too. It is all that runs
 * before the first paint, and must not pull the app in with it.
 */
const bootChunkName = (id: string, context: ChunkingContext) =>
  closures(context).boot.has(id) ? 'boot' : null;

const schemaUsersByPass = new WeakMap<ChunkingContext, Map<string, boolean>>();

/** Whether `id` imports zod statically, directly or not: it cannot run before zod is loaded. */
function needsZod(id: string, context: ChunkingContext): boolean {
  let known = schemaUsersByPass.get(context);
  if (!known) {
    known = new Map();
    schemaUsersByPass.set(context, known);
  }
  const cached = known.get(id);
  if (cached !== undefined) return cached;
  known.set(id, false); // ends an import cycle (the lint keeps src free of them)
  const needs =
    ZOD_MODULE.test(id) ||
    (context.getModuleInfo(id)?.importedIds ?? []).some((imported) => needsZod(imported, context));
  known.set(id, needs);
  return needs;
}

/**
 * Modules shared by several pages that need zod are grouped apart from those that do not: a
 * page that needs no schema to start (the catalog's, decision 032) then loads no chunk that
 * imports zod, however the shared groups are merged.
 */
const sharedSchemaUserChunkName = (id: string, context: ChunkingContext) =>
  needsZod(id, context) ? 'shared-zod' : null;

/** The app's start-up chunk: what main.tsx imports statically (beyond the entry's modules). */
const startupChunkName = (id: string, context: ChunkingContext) =>
  closures(context).app.has(id) ? 'startup' : null;

export default defineConfig(({ command, isSsrBuild }) => {
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    root: fileURLToPath(new URL('./src/web', import.meta.url)),
    publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
    // JSX is compiled by Vite itself (automatic runtime from `react`, i.e. Preact). No React
    // plugin: React's Fast Refresh cannot update Preact's components, and without it an edit
    // reloads the page in `npm run dev`.
    resolve: {
      alias: preactAliases(command === 'build' ? 'production' : 'development'),
    },
    // The server-rendering bundle keeps its packages in node_modules, except those that import
    // React: bundled, they take Preact as the app does (decision 030).
    ssr: { noExternal: PACKAGES_ON_REACT },
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      assetsInlineLimit: 0,
      // One stylesheet for the whole app, linked by index.html: one render-blocking request on
      // every page, cached for the next (decision 029). Every supported browser has module
      // preloads: no polyfill in the entry.
      cssCodeSplit: false,
      modulePreload: { polyfill: false },
      // Read by the server (moved to dist/ssr by scripts/build.mjs): the styles and chunks of the
      // pages it renders (decision 027).
      manifest: true,
      rolldownOptions: {
        // React Router reads React's `useOptimistic`, which Preact's compatibility layer lacks,
        // and falls back on its own when it is missing (decision 030): nothing to warn of.
        // Their "use client" marks React server components' boundaries, which this app has none of.
        onwarn(warning, warn) {
          const routerFallback =
            warning.code === 'IMPORT_IS_UNDEFINED' && warning.message.includes('useOptimistic');
          const clientDirective =
            warning.code === 'MODULE_LEVEL_DIRECTIVE' && warning.message.includes('"use client"');
          if (!routerFallback && !clientDirective) warn(warning);
        },
        output: {
          // The shared chunks' names list every page that uses them: kept short.
          chunkFileNames: (chunk: { name: string }) =>
            SHARED_CHUNK_NAME.test(chunk.name)
              ? 'assets/shared-[hash].js'
              : 'assets/[name]-[hash].js',
          assetFileNames: (asset: { names: readonly string[] }) =>
            asset.names.some((name) => SHARED_CHUNK_NAME.test(name))
              ? 'assets/shared-[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          // Modules grouped into shared chunks still run in their import order.
          strictExecutionOrder: browserBuild,
          // Few, larger chunks (decision 027's page preloads share a slow link with the styles
          // and the first image): what the app needs to start in one chunk, zod in one,
          // and the modules pages share grouped by the pages that use them, groups under
          // SHARED_CHUNK_MERGE_BYTES folded into their nearest neighbour.
          codeSplitting: browserBuild
            ? {
                groups: [
                  { name: bootChunkName, debugName: 'boot', priority: 5 },
                  { name: startupChunkName, debugName: 'startup', priority: 4 },
                  { name: 'zod', test: ZOD_MODULE, priority: 3 },
                  {
                    name: sharedSchemaUserChunkName,
                    debugName: 'shared-zod',
                    // Its modules' zod-free imports stay in the groups below.
                    includeDependenciesRecursively: false,
                    minShareCount: 2,
                    priority: 2,
                    entriesAware: true,
                    entriesAwareMergeThreshold: SHARED_CHUNK_MERGE_BYTES,
                  },
                  {
                    name: 'shared',
                    minShareCount: 2,
                    priority: 1,
                    entriesAware: true,
                    entriesAwareMergeThreshold: SHARED_CHUNK_MERGE_BYTES,
                  },
                ],
              }
            : undefined,
        },
      },
    },
    server: {
      port: Number(process.env.PORT ?? 3000),
      strictPort: true,
      proxy: {
        '/api': { target: apiTarget, changeOrigin: false },
        '/uploads': apiTarget,
        '/healthz': apiTarget,
        '/readyz': apiTarget,
        '/sitemap.xml': apiTarget,
        '/robots.txt': apiTarget,
      },
    },
  };
});

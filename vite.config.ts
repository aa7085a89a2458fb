import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '3001'}`;

/**
 * React Router's package exports name only its development build (dev warnings on); the
 * browser bundle takes the production build shipped beside it, the same code with them off.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(new URL(`./node_modules/react-router/dist/production/${file}`, import.meta.url));

/** Source bytes under which a group of shared modules joins its nearest neighbour. */
const SHARED_CHUNK_MERGE_BYTES = 50_000;

export default defineConfig(({ command, isSsrBuild }) => {
  const browserBuild = command === 'build' && !isSsrBuild;
  return {
    root: fileURLToPath(new URL('./src/web', import.meta.url)),
    publicDir: fileURLToPath(new URL('./src/web/public', import.meta.url)),
    plugins: [react()],
    resolve: {
      alias: browserBuild
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : [],
    },
    build: {
      outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
      emptyOutDir: true,
      target: 'es2022',
      sourcemap: true,
      assetsInlineLimit: 0,
      // Read by the server (moved to dist/ssr by scripts/build.mjs): the styles and chunks of the
      // pages it renders (decision 027).
      manifest: true,
      rolldownOptions: {
        output: {
          // The shared chunks' names list every page that uses them: kept short.
          chunkFileNames: (chunk: { name: string }) =>
            chunk.name.startsWith('shared~')
              ? 'assets/shared-[hash].js'
              : 'assets/[name]-[hash].js',
          assetFileNames: (asset: { names: readonly string[] }) =>
            asset.names.some((name) => name.startsWith('shared~'))
              ? 'assets/shared-[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          // Modules grouped into shared chunks still run in their import order.
          strictExecutionOrder: browserBuild,
          // Few, larger chunks (decision 027's page preloads share a slow link with the styles
          // and the first image): what the entry imports in one chunk with it, zod in one,
          // and the modules pages share grouped by the pages that use them, groups under
          // SHARED_CHUNK_MERGE_BYTES folded into their nearest neighbour.
          codeSplitting: browserBuild
            ? {
                groups: [
                  { name: 'startup', tags: ['$initial' as const], priority: 3 },
                  { name: 'zod', test: /node_modules[\\/]zod[\\/]/, priority: 2 },
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

/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { readdirSync, readFileSync } from 'node:fs';

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? '8080'}`;

/**
 * The console's test files that replace a module (vi.mock): each needs a module graph of its own,
 * since a module another file loaded first keeps that file's version (ADR 0101).
 */
const consoleTests = readdirSync('src', { recursive: true, encoding: 'utf8' })
  .filter((path) => /\.test\.tsx?$/.test(path))
  .map((path) => `src/${path.replaceAll('\\', '/')}`);
const replacingModules = consoleTests.filter((path) => /\bvi\.(do)?mock\(/.test(readFileSync(path, 'utf8')));

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      devOptions: { enabled: false },
      // Country flags load when shown; precaching all 267 of them would cost every desk 1.7 MB.
      injectManifest: { globPatterns: ['**/*.{js,css,html,svg,png,ico,webmanifest}'], globIgnores: ['**/flag-*.svg'] },
      manifest: {
        name: 'Courtdesk — Partner Console',
        short_name: 'Courtdesk',
        description: 'The console sports venues run their day on.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: '#1c7ed6',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
  // apexcharts' per-type entry points must share one core instance.
  resolve: { dedupe: ['apexcharts'] },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': { target: apiTarget, changeOrigin: false } } },
  preview: { host: '127.0.0.1' },
  build: {
    outDir: 'dist',
    sourcemap: false,
    chunkSizeWarningLimit: 800,
    rollupOptions: {
      output: {
        // Flags get a prefix of their own so the service worker can leave them out of its precache.
        assetFileNames: (info) =>
          (info.originalFileNames ?? []).some((f) => f.includes('country-flag-icons'))
            ? 'assets/flag-[name]-[hash][extname]'
            : 'assets/[name]-[hash][extname]',
      },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit-web',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          exclude: replacingModules,
          // Put back before every file: the console's stores, storage, mirror and language (src/test-reset.ts).
          setupFiles: ['src/test-setup.ts', 'src/test-setup-shared.ts'],
          // Vitest's default leaves one of two cores idle (ADR 0097). One module graph per worker
          // instead of one per file (ADR 0101): loading it was three quarters of this project's time.
          maxWorkers: 2,
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-web-mocks',
          environment: 'happy-dom',
          include: replacingModules,
          setupFiles: ['src/test-setup.ts'],
          maxWorkers: 2,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-node',
          environment: 'node',
          include: [
            'server/**/*.test.ts',
            'contract/**/*.test.ts',
            'bench/**/*.test.ts',
            'eslint-rules/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          maxWorkers: 2,
          // Pure modules and per-instance state: one module graph per worker (ADR 0097).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          globalSetup: ['tests/api/helpers/database-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // Every file builds its own app on its own database and the server keeps its state per
          // app, so a worker loads the server's modules once instead of once a file (ADR 0097).
          isolate: false,
        },
      },
    ],
  },
});

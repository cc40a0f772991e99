import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

// The dev API server's port follows PORT, as the server itself does.
const API_TARGET = `http://localhost:${process.env.PORT ?? 3000}`;

// Lists every built file so the service worker (public/sw.js) can precache all route chunks
// and any page opens offline, not only the ones visited before.
function assetManifest(): Plugin {
  return {
    name: 'crewline-asset-manifest',
    // Not for the prerender's server bundle (scripts/prerender.mjs), only the browser build.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    generateBundle(_options, bundle) {
      const files = Object.keys(bundle)
        .filter((file) => /\.(js|css)$/.test(file))
        .map((file) => `/${file}`);
      this.emitFile({
        type: 'asset',
        fileName: 'asset-manifest.json',
        source: JSON.stringify(files),
      });
    },
  };
}

// The API server runs on :3000; in development Vite serves the app and forwards API traffic.
// '/api/' with its slash: a bare '/api' prefix would also forward the /api-test page.
export default defineConfig({
  plugins: [react(), tailwindcss(), assetManifest()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // Tells scripts/prerender.mjs which chunks each prerendered page needs (it then deletes it).
    manifest: true,
  },
  server: {
    port: 5173,
    // The Host header is passed through (no changeOrigin on /api/): the server accepts a socket
    // whose Origin is its own host when APP_ORIGIN is unset, and here that host is Vite's.
    proxy: {
      '/api/': { target: API_TARGET, ws: true },
      '/health': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api/': { target: API_TARGET, ws: true },
      '/health': { target: API_TARGET, changeOrigin: true },
    },
  },
});

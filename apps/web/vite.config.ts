import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The dev server forwards the API and the websocket to the Fastify server (apps/server, port 8080),
// so the browser sees one origin as in production, where the server serves apps/web/dist itself.
const server = 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: server },
      '/ws': { target: server, ws: true },
      // SPEC §7: print and file-download URLs are built without the api prefix.
      '/print': { target: server },
      '/download': { target: server },
    },
  },
  build: {
    // Relative to the project root (apps/web): the server serves apps/web/dist.
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change far less often than the app: their own chunk stays cached
        // (the server sends hashed assets as immutable) across releases.
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
});

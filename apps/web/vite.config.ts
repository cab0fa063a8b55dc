import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/dashboard': 'http://localhost:8080',
      '/summary-report': 'http://localhost:8080',
      '/summary_report': 'http://localhost:8080',
      '/auth': 'http://localhost:8080',
      '/conf.json': 'http://localhost:8080',
      '/docs': 'http://localhost:8080',
      '/druid-websocket': { target: 'ws://localhost:8080', ws: true },
      '/pv-websocket': { target: 'ws://localhost:8080', ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    chunkSizeWarningLimit: 800,
  },
});

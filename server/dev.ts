import { createServer, type ViteDevServer } from 'vite';
import { REPO_ROOT } from './paths';
import { exitOnFailure, serve } from './serve';

let vite: ViteDevServer | undefined;

serve({
  // Vite starts once the HTTP server exists, for its hot-reload socket, and before any request arrives.
  middleware: (req, res, next) => vite?.middlewares(req, res, next),
  async start(server) {
    const started = await createServer({
      root: REPO_ROOT,
      appType: 'spa',
      server: { middlewareMode: true, hmr: { server } },
    });
    vite = started;
    return () => started.close();
  },
}).catch(exitOnFailure);

import type { Server } from 'node:http';

/** Starts the static server on `host:port` (0 = a free port) over `root` (default out/). */
export function startServer(options?: {
  port?: number;
  host?: string;
  root?: string;
}): Promise<{ server: Server; url: string }>;

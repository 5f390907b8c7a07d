#!/usr/bin/env node
// Development: the API server (tsx watch, embedded database unless DATABASE_URL is set) on :3000
// and the Vite dev server on :5173, which proxies /api to it. Ctrl-C stops both.
import { spawn } from 'node:child_process';

const children = [
  ['api', ['--filter', '@reign/sync-server', 'dev']],
  ['web', ['--filter', '@reign/web', 'dev']],
].map(([name, args]) => {
  const child = spawn('pnpm', args, { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
  const prefix = (stream, out) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) out.write(`[${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`[${name}] exited with ${code}`);
    stop(code ?? 1);
  });
  return child;
});

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500);
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

#!/usr/bin/env node
// Container / orchestrator health check: exit 0 when /api/public/health answers 200 (API up
// and its database answering), 1 otherwise. No curl needed in the image:
//   HEALTHCHECK --interval=10s --timeout=5s --retries=3 CMD ["node", "deploy/healthcheck.mjs"]
// A 503 during a database restart marks the container unhealthy but it recovers by itself:
// let the orchestrator take it out of the load balancer rather than restart it.
// With --ready: /api/public/ready instead (database reachable and every migration applied), for a
// check that decides whether the process gets traffic rather than whether it is alive.
const port = process.env.PORT ?? '8080';
const path = process.argv.includes('--ready') ? '/api/public/ready' : '/api/public/health';
try {
  const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(4_000) });
  process.exit(res.status === 200 ? 0 : 1);
} catch {
  process.exit(1);
}

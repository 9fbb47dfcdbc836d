// The loopback proxy of `npm run bench:cluster`, run as a process of its own (so its work is not the load
// generator's): PROXY_PORT in front of PROXY_TARGETS (comma-separated ports), round robin, over
// keep-alive connections, as a load balancer in front of the API instances would be.
import http from 'node:http';
import httpProxy from 'http-proxy';

const port = Number(process.env.PROXY_PORT);
const targets = (process.env.PROXY_TARGETS ?? '').split(',').map((p) => `http://127.0.0.1:${p.trim()}`);
if (!port || targets.length === 0) throw new Error('PROXY_PORT and PROXY_TARGETS are required');

const proxy = httpProxy.createProxyServer({
  agent: new http.Agent({ keepAlive: true, maxSockets: 256 }),
  // The instances trust one hop: they see the client's address, as behind a real balancer.
  xfwd: true,
});
// An instance that does not answer is a 502 for the bench to count, not a crash of the proxy.
proxy.on('error', (_error, _request, response) => {
  if (response instanceof http.ServerResponse && !response.headersSent) {
    response.writeHead(502).end();
  } else {
    response.destroy();
  }
});

let next = 0;
const server = http.createServer((request, response) => {
  const target = targets[next]!;
  next = (next + 1) % targets.length;
  proxy.web(request, response, { target });
});
server.keepAliveTimeout = 65_000;
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));

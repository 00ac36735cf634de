/**
 * The site as a deployment with several servers runs it, on localhost: production instances of the build, nginx in
 * front of them as the load balancer, Redis as their shared page and content cache, and PostgreSQL as their shared
 * lead storage, all from Debian's packages (`apt-get install nginx-light redis-server postgresql`), each with a
 * configuration generated into a temporary folder. `npm run cluster` starts one and stops it on Ctrl-C; the
 * cluster test (test/cluster.test.ts) and `npm run bench:load -- --cluster` start their own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { cvMaxBytes } from '@/config/forms';
import { freePort, startPostgres } from './postgres';

export interface ClusterOptions {
  /** Where nginx listens; the build's SITE_URL must be this origin (links, form origin checks). */
  port: number;
  instances?: number;
  /** Added to every instance's environment (a content service, a mail server, a webhook secret). */
  env?: Record<string, string>;
  /** Called with each line an instance writes to its log. */
  onLog?: (instance: string, line: string) => void;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster({ port, instances = 2, env = {}, onLog }: ClusterOptions) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kovalent-cluster-'));
  const stops: (() => unknown)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) await stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    const postgres = await startPostgres();
    stops.push(() => postgres.stop());
    const redis = await startRedis(dir);
    stops.push(() => redis.stop());

    const origin = `http://localhost:${port}`;
    const sharedEnv = {
      NODE_ENV: 'production',
      SITE_URL: origin,
      APP_ENV: 'production',
      // nginx puts the visitor's address here (from the CDN's X-Forwarded-For when one is in front).
      CLIENT_IP_HEADER: 'x-client-ip',
      REDIS_URL: redis.url,
      DATABASE_URL: postgres.url,
      ...env,
    };
    const servers = await Promise.all(
      Array.from({ length: instances }, async (_, index) => {
        const server = instance(`instance ${String.fromCharCode(65 + index)}`, await freePort(), { ...sharedEnv, DATA_DIR: path.join(dir, `data-${index}`) }, onLog);
        stops.push(() => server.stop());
        await server.start();
        return server;
      }),
    );
    const nginx = await startNginx(dir, port, servers.map((server) => server.port));
    stops.push(() => nginx.stop());
    return { origin, instances: servers, redis, postgres, nginx, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** One production server (`npm start`'s command), in its own process group; its log is kept for the tests. */
function instance(name: string, port: number, env: Record<string, string>, onLog?: ClusterOptions['onLog']) {
  let child: ChildProcess | undefined;
  const log: string[] = [];
  const self = {
    name,
    port,
    origin: `http://localhost:${port}`,
    /** Everything the server wrote to stdout and stderr, line by line. */
    log,
    async start() {
      child = spawn('npm', ['start'], { detached: true, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
      for (const stream of [child.stdout!, child.stderr!]) {
        stream.on('data', (chunk: Buffer) => {
          const lines = chunk.toString().split('\n').filter(Boolean);
          log.push(...lines);
          for (const line of lines) onLog?.(name, line);
        });
      }
      await waitFor(() => fetch(`${self.origin}/robots.txt`).then((response) => response.ok, () => false), `${name} on port ${port}`);
    },
    /** Kills the process at once, as a crash or an out-of-memory kill would. */
    kill() {
      signal(child, 'SIGKILL');
    },
    /** Stops it as a deployment does: in-flight requests are finished first. */
    async stop() {
      const exited = child && child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child!.once('exit', resolve)) : undefined;
      signal(child, 'SIGTERM');
      await exited;
    },
  };
  return self;
}

function signal(child: ChildProcess | undefined, name: NodeJS.Signals) {
  try {
    if (child?.pid) process.kill(-child.pid, name);
  } catch {
    // Already gone.
  }
}

/**
 * Redis from Debian's package, in memory only, as the README advises: bounded, the least recently used entries
 * (an old deployment's pages first) make room. It can be stopped and started again on the same port.
 */
async function startRedis(dir: string) {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const redis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir, '--maxmemory', '256mb', '--maxmemory-policy', 'allkeys-lru'], { stdio: 'ignore' });
      await waitFor(() => connects(port), `Redis on port ${port}`);
    },
    async stop() {
      if (!child || child.exitCode !== null) return;
      const exited = new Promise((resolve) => child!.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
  await redis.start();
  return redis;
}

/**
 * nginx from Debian's package as the load balancer: requests go round-robin to the instances over kept-alive
 * connections. A request that cannot reach an instance, or that an instance dropped before answering (only for
 * GET and HEAD: a form may have been stored), is tried on the next one.
 */
async function startNginx(dir: string, port: number, upstreams: number[]) {
  const config = path.join(dir, 'nginx.conf');
  const temp = (name: string) => path.join(dir, 'nginx-temp', name);
  for (const name of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(temp(name), { recursive: true });
  writeFileSync(
    config,
    `# Generated by scripts/cluster.ts
daemon off;
worker_processes auto;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  # The largest application: a CV plus the form's fields, as base64 at most.
  client_max_body_size ${Math.ceil((cvMaxBytes * 4) / 3 / 1024 / 1024) + 1}m;
  upstream site {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=5s;`).join('\n')}
    keepalive 64;
  }
  # A CDN in front (here: any client on this machine) names the visitor in X-Forwarded-For; nobody else is trusted.
  set_real_ip_from 127.0.0.1;
  real_ip_header X-Forwarded-For;
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Client-IP $remote_addr;
      proxy_set_header X-Forwarded-For $remote_addr;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_buffering off;
      # Which instance answered, for the cluster test; a production proxy would not tell visitors.
      add_header X-Served-By $upstream_addr always;
    }
  }
}
`,
  );
  const child = spawn(nginxBinary(), ['-c', config, '-e', path.join(dir, 'nginx-error.log')], { stdio: 'ignore' });
  await waitFor(() => connects(port), `nginx on port ${port}`);
  return {
    config,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGQUIT');
      await exited;
    },
  };
}

function connects(port: number) {
  return new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => resolve(true)).once('error', () => resolve(false));
    socket.once('connect', () => socket.destroy());
  });
}

export async function waitFor(ready: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs; ) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** Debian puts nginx in /usr/sbin, which not every user's PATH has. */
const nginxBinary = () => (existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx');

/** The packages the cluster needs, with what is missing named. */
export function checkPackages() {
  const missing = [
    [nginxBinary(), 'nginx-light'],
    ['redis-server', 'redis-server'],
  ].filter(([command]) => {
    try {
      execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' });
      return false;
    } catch {
      return true;
    }
  });
  if (!existsSync('/usr/lib/postgresql')) missing.push(['initdb', 'postgresql']);
  if (missing.length > 0) throw new Error(`The cluster needs Debian's packages: apt-get install -y ${missing.map(([, pkg]) => pkg).join(' ')}`);
}

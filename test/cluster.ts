/**
 * The site as a deployment with several servers runs it, on localhost: production instances of the build, nginx in
 * front of them with the shipped configuration (deploy/nginx/, through test/nginx.ts), Redis as their shared page and
 * content cache, and PostgreSQL as their shared lead storage, all from Debian's packages (`apt-get install nginx
 * libnginx-mod-http-brotli-filter libnginx-mod-http-brotli-static redis-server postgresql`), each with a
 * configuration generated into a temporary folder. The build's files are published into the folder nginx serves, as a
 * deployment does (scripts/publish-build-files.ts). `npm run cluster` starts one and stops it on Ctrl-C; the cluster
 * test (test/cluster.test.ts) and the benchmarks start their own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { publish } from '../scripts/build-files';
import { connects, missingNginxPackages, startNginx } from './nginx';
import { freePort, startPostgres } from './postgres';

export interface ClusterOptions {
  /** Where nginx listens; the build's SITE_URL must be this origin (links, form origin checks). */
  port: number;
  instances?: number;
  /** Added to every instance's environment (a content service, a mail server, a webhook secret). */
  env?: Record<string, string>;
  /** Called with each line an instance writes to its log. */
  onLog?: (instance: string, line: string) => void;
  /** The project folder whose build (`.next`) the instances run; this one by default. */
  buildDir?: string;
  /** Also answer over HTTPS, with a self-signed certificate (nginx's `httpsOrigin`). */
  tls?: boolean;
  /** The instance and the micro-cache's verdict in each answer's headers (test/nginx.ts). */
  testHeaders?: boolean;
  /** More lines for nginx's site server block. */
  siteExtra?: string;
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster({ port, instances = 2, env = {}, onLog, buildDir = '.', tls = false, testHeaders = false, siteExtra }: ClusterOptions) {
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
      // nginx puts the visitor's address here (deploy/nginx/kovalent/site.conf), from the CDN's X-Forwarded-For
      // here. The build was made with another value: the server reads it when it starts.
      CLIENT_IP_HEADER: 'x-real-ip',
      REDIS_URL: redis.url,
      DATABASE_URL: postgres.url,
      // Production says explicitly what it runs without.
      ...(!env.SMTP_URL && { LEADS_MAIL: 'off' }),
      ...(!env.CONTENT_API_URL && { CONTENT_SAMPLE: 'on' }),
      ...env,
    };
    // The folder nginx serves the build's files from, filled first, as a deployment fills it.
    const root = path.join(dir, 'static-root');
    await publish(path.join(buildDir, '.next'), root);
    const servers = await Promise.all(
      Array.from({ length: instances }, async (_, index) => {
        const server = instance(`instance ${String.fromCharCode(65 + index)}`, await freePort(), { ...sharedEnv, DATA_DIR: path.join(dir, `data-${index}`) }, buildDir, onLog);
        stops.push(() => server.stop());
        await server.start();
        return server;
      }),
    );
    const nginx = await startNginx({
      dir,
      port,
      upstreams: servers.map((server) => `127.0.0.1:${server.port}`),
      root,
      tlsPort: tls ? await freePort() : undefined,
      behindCdn: true,
      testHeaders,
      siteExtra,
    });
    stops.push(() => nginx.stop());
    return {
      origin,
      instances: servers,
      redis,
      postgres,
      nginx,
      /** The folder nginx serves `/_next/static/` from. */
      root,
      /**
       * Deploys another build as a deployment does: its files published first, then one instance after the other
       * stopped and started on it, while nginx sends requests to the one still running.
       */
      async deploy(nextBuildDir: string) {
        await publish(path.join(nextBuildDir, '.next'), root);
        for (const server of servers) {
          await server.stop();
          server.buildDir = nextBuildDir;
          await server.start();
        }
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/**
 * One production server, as `npm start` runs it (`next start`, keep-alive 75 s), in its own process group; its log is
 * kept for the tests.
 */
function instance(name: string, port: number, env: Record<string, string>, buildDir: string, onLog?: ClusterOptions['onLog']) {
  let child: ChildProcess | undefined;
  const log: string[] = [];
  const self = {
    name,
    port,
    origin: `http://localhost:${port}`,
    /** The project folder whose build it runs. */
    buildDir,
    /** Everything the server wrote to stdout and stderr, line by line. */
    log,
    async start() {
      // The README's production command, in the build's folder.
      child = spawn('npm', ['start'], { cwd: self.buildDir, detached: true, env: { ...process.env, ...env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'pipe'] });
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
    /**
     * Stops it as a deployment does: in-flight requests are finished first. Done when every process of its group has
     * ended, as systemd waits for the unit's (npm may exit before the server it started has closed its port).
     */
    async stop() {
      const exited = child && child.exitCode === null && child.signalCode === null ? new Promise((resolve) => child!.once('exit', resolve)) : undefined;
      signal(child, 'SIGTERM');
      await exited;
      await waitFor(async () => !signal(child, 0), `${name}'s processes to end`);
    },
  };
  return self;
}

/** Sends a signal (0: none, only asks) to the child's process group; false when the group is gone. */
function signal(child: ChildProcess | undefined, name: NodeJS.Signals | 0) {
  try {
    if (child?.pid) process.kill(-child.pid, name);
    return Boolean(child?.pid);
  } catch {
    return false; // Already gone.
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

export async function waitFor(ready: () => Promise<boolean>, what: string, timeoutMs = 60_000) {
  for (const start = Date.now(); Date.now() - start < timeoutMs; ) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start within ${timeoutMs / 1000} s`);
}

/** The packages the cluster needs, with what is missing named. */
export function checkPackages() {
  const missing = missingNginxPackages();
  try {
    execFileSync('sh', ['-c', 'command -v redis-server'], { stdio: 'ignore' });
  } catch {
    missing.push('redis-server');
  }
  if (!existsSync('/usr/lib/postgresql')) missing.push('postgresql');
  if (missing.length > 0) throw new Error(`The cluster needs Debian's packages: apt-get install -y ${missing.join(' ')}`);
}

/**
 * A production build for benchmark scripts (the site's, or another app's directory such as bench/floor): build it,
 * start it on a port, watch its memory and stop it.
 */
import { execFileSync, execSync, spawn } from 'node:child_process';

export function build(env: Record<string, string>, dir = '.') {
  execSync(`npx next build ${dir}`, { stdio: 'inherit', env: { ...process.env, ...env } });
}

/** Starts the site as `npm start` does, or another app (the floor) with Next's own server. */
export async function startBenchmarkServer(port: number, env: Record<string, string>, dir = '.') {
  // Else the figures would be another server's, answering in place of one that failed to start.
  if (await answers(`http://localhost:${port}/`)) throw new Error(`Port ${port} is already in use: stop what runs there first.`);
  const [command, args] = dir === '.' ? ['npm', ['start']] : ['npx', ['next', 'start', dir, '-p', String(port)]];
  const server = spawn(command, args, { detached: true, stdio: 'ignore', env: { ...process.env, ...env, PORT: String(port) } });
  const pid = server.pid!;
  const stop = () => stopGroup(pid);
  process.once('exit', () => {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // Already stopped.
    }
  });
  // The server runs in its own process group, out of reach of the terminal's Ctrl-C: exit through 'exit' above.
  process.once('SIGINT', () => process.exit(130));
  await waitFor(`http://localhost:${port}/`);
  return {
    stop,
    /** Resident memory of the server's whole process group, in megabytes. */
    memoryMb: () =>
      execFileSync('ps', ['-o', 'rss=', '-g', String(pid)], { encoding: 'utf8' })
        .split('\n')
        .reduce((sum, line) => sum + (Number(line.trim()) || 0), 0) / 1024,
  };
}

/** Stops the server's whole process group, waiting for a graceful exit and forcing one after 15 s. */
async function stopGroup(pid: number) {
  process.kill(-pid, 'SIGTERM');
  for (let waited = 0; waited < 15_000; waited += 250) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    try {
      process.kill(-pid, 0);
    } catch {
      return;
    }
  }
  try {
    process.kill(-pid, 'SIGKILL');
  } catch {
    // Gone in the meantime.
  }
}

const answers = (url: string) => fetch(url).then(() => true, () => false);

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    if (await fetch(url).then((response) => response.ok, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer`);
}

/** A distinct client address per number, for the proxy header that the rate limit keys on. */
export function address(n: number) {
  return `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
}

/** A realistic contact enquiry, form-encoded as the browser sends it. */
export const contactEnquiry = new URLSearchParams({
  name: 'Benchmark Besucherin',
  email: 'bench@example.com',
  company: 'Lasttest GmbH',
  projectType: 'mvp',
  budget: '50k-100k',
  message: 'A realistic enquiry of a few sentences, about as long as most visitors write. '.repeat(4),
  locale: 'de',
  page: '/de/kontakt',
}).toString();

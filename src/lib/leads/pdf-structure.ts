/**
 * Whether a CV is a PDF a reader can open: Mozilla's PDF.js parses its structure (cross-reference table, catalog,
 * page tree) and its first page, in a process of its own whose memory the kernel bounds (its data segment,
 * RLIMIT_DATA: PDF.js keeps decompressed streams outside the JavaScript heap, which a worker thread's limits would
 * not count) and which is killed at its time limit, so a hostile file (a decompression bomb, a reference loop) costs
 * at most that process, never the server.
 */
import 'server-only';
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import path from 'node:path';

/**
 * What one check may take. A CV of 5 MB is parsed in well under a second; the data segment includes what Node.js
 * itself reserves as it starts (more than 512 MiB), and with 1 GiB a decompression bomb ends its process at about
 * 350 MB of memory used. Checks beyond one per core wait their turn, so that many hostile files sent at once cost
 * the server a bounded number of these processes.
 */
export const pdfCheckLimits = { timeMs: 5_000, dataMb: 1024, atOnce: availableParallelism() };

// The checking process's program: the file on its standard input; on its output the page count (0: not a PDF, also
// when memory ran out) and the most memory it held, in KiB. The library is loaded from node_modules at run time, not
// bundled.
const check = `
import { pathToFileURL } from 'node:url';
const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
const pdfjs = await import(pathToFileURL(process.argv[1]).href);
try {
  const task = pdfjs.getDocument({ data: new Uint8Array(Buffer.concat(chunks)), isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  const document = await task.promise;
  await document.getPage(1);
  process.stdout.write(document.numPages + ' ');
} catch {
  process.stdout.write('0 ');
}
process.stdout.write(String(process.resourceUsage().maxRSS));
`;

/** Runs tasks with at most `atOnce` of them under way; the others wait in order. */
export function createTurns(atOnce: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(task: () => Promise<T>): Promise<T> {
    if (running < atOnce) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      // The slot passes straight to the next in line, or is given back.
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}

const pdfTurns = createTurns(pdfCheckLimits.atOnce);

export async function isReadablePdf(bytes: Uint8Array, limits = pdfCheckLimits): Promise<boolean> {
  return (await checkPdf(bytes, limits)).readable;
}

/** The check and what its process held at most (KiB; undefined when it ended without an answer). */
export function checkPdf(bytes: Uint8Array, limits = pdfCheckLimits): Promise<{ readable: boolean; maxRssKb?: number }> {
  return pdfTurns(() => checkInProcess(bytes, limits));
}

function checkInProcess(bytes: Uint8Array, limits: typeof pdfCheckLimits): Promise<{ readable: boolean; maxRssKb?: number }> {
  const library = path.join(process.cwd(), 'node_modules', 'pdfjs-dist', 'legacy', 'build', 'pdf.mjs');
  // The shell sets the bound, then becomes Node.js (exec), so the bound and the process are one.
  const boundThenRun = 'ulimit -d "$1" && shift && exec "$@"';
  const node = [process.execPath, '--max-old-space-size=128', '--input-type=module', '-e', check, library];
  return new Promise((resolve) => {
    const child = spawn('/bin/sh', ['-c', boundThenRun, 'pdf-check', String(limits.dataMb * 1024), ...node], { stdio: ['pipe', 'pipe', 'ignore'] });
    let output = '';
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, limits.timeMs);
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    // A process that ends before reading it all closes its input: that is its answer, not an error.
    child.stdin.on('error', () => undefined);
    child.stdin.end(bytes);
    child.on('error', () => undefined);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const answer = code === 0 ? /^(\d+) (\d+)$/.exec(output) : null;
      // A check that ended without an answer (its time used up, a crash, or a checker that cannot start) refuses
      // the file, and says so: were every check to end that way, the log shows it.
      if (!answer) console.error(`A CV was refused: its PDF check ended without an answer (${timedOut ? `time limit of ${limits.timeMs} ms` : `exit ${code ?? signal}`}).`);
      resolve(answer ? { readable: Number(answer[1]) > 0, maxRssKb: Number(answer[2]) } : { readable: false });
    });
  });
}

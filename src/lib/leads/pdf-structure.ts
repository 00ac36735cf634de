/**
 * Whether a CV is a PDF a reader can open: Mozilla's PDF.js parses its structure (cross-reference table, catalog,
 * page tree) and its first page, in a worker thread of its own with a memory bound and a time limit, so a hostile
 * file (a decompression bomb, a reference loop) costs at most that worker, never the server.
 */
import 'server-only';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * What one check may take: a CV of 5 MB is parsed in well under a second. Checks beyond one per core wait their
 * turn, so that many small hostile files sent at once cost the server a bounded number of workers (and their memory).
 */
export const pdfCheckLimits = { timeMs: 5_000, memoryMb: 128, atOnce: availableParallelism() };

// Plain CommonJS run by the worker; the library is loaded from node_modules at run time, not bundled.
const check = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
(async () => {
  const pdfjs = await import(pathToFileURL(workerData.library).href);
  const task = pdfjs.getDocument({ data: workerData.bytes, isEvalSupported: false, disableFontFace: true, verbosity: 0 });
  const document = await task.promise;
  await document.getPage(1);
  parentPort.postMessage(document.numPages);
})().catch(() => parentPort.postMessage(0));
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

export function isReadablePdf(bytes: Uint8Array, limits = pdfCheckLimits): Promise<boolean> {
  return pdfTurns(() => checkInWorker(bytes, limits));
}

function checkInWorker(bytes: Uint8Array, limits: typeof pdfCheckLimits): Promise<boolean> {
  const library = path.join(process.cwd(), 'node_modules', 'pdfjs-dist', 'legacy', 'build', 'pdf.mjs');
  return new Promise((resolve) => {
    const worker = new Worker(check, {
      eval: true,
      workerData: { bytes, library },
      resourceLimits: { maxOldGenerationSizeMb: limits.memoryMb, maxYoungGenerationSizeMb: 16 },
    });
    const timer = setTimeout(() => void worker.terminate(), limits.timeMs);
    // The first word counts: the page count, or a failure (an error, memory used up, the time limit).
    worker.once('message', (pages: number) => {
      resolve(pages > 0);
      void worker.terminate();
    });
    worker.once('error', () => resolve(false));
    worker.once('exit', () => {
      clearTimeout(timer);
      resolve(false);
    });
  });
}

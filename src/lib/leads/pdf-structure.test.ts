import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { decompressionBomb, samplePdf } from '../../../test/pdf';
import { checkPdf, createTurns, isReadablePdf, pdfCheckLimits as pdfLimits } from './pdf-structure';

vi.mock('server-only', () => ({}));

describe('the structural check of a CV', () => {
  it('accepts a real PDF, however it is padded', async () => {
    expect(await isReadablePdf(samplePdf())).toBe(true);
    expect(await isReadablePdf(samplePdf('Padded', 200_000))).toBe(true);
  });

  it('refuses a file that only starts and ends like a PDF', async () => {
    const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(512 * 1024), Buffer.from('\n%%EOF\n')]);
    expect(await isReadablePdf(fake)).toBe(false);
    expect(await isReadablePdf(Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'))).toBe(false);
    expect(await isReadablePdf(samplePdf().subarray(0, 200))).toBe(false);
  });

  it('gives up on a file that takes longer than its time, and refuses it when the check cannot run, saying so', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(await isReadablePdf(samplePdf(), { ...pdfLimits, timeMs: 1 })).toBe(false);
    expect(log).toHaveBeenLastCalledWith(expect.stringContaining('ended without an answer (time limit of 1 ms)'));
    // Too little memory for Node.js to start: the file is refused, and the log says the check did not answer.
    expect(await isReadablePdf(samplePdf(), { ...pdfLimits, dataMb: 64 })).toBe(false);
    expect(log).toHaveBeenLastCalledWith(expect.stringMatching(/ended without an answer \(exit /));
    log.mockRestore();
  });

  it('ends a decompression bomb at its memory bound', { timeout: 120_000 }, async () => {
    // A few MB that inflate to 1 GiB: without the bound, the check would hold all of it (and more) before answering.
    const bomb = await decompressionBomb(1024);
    const { readable, maxRssKb } = await checkPdf(bomb, { ...pdfLimits, timeMs: 100_000 });
    expect(readable).toBe(false);
    expect(maxRssKb).toBeLessThan(600 * 1024);
  });

  it('runs no more checks at once than it allows, the others in the order they came', async () => {
    const inTurn = createTurns(2);
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const task = (n: number) => () => {
      started.push(n);
      return new Promise<number>((resolve) => finish.push(() => resolve(n)));
    };
    const results = [1, 2, 3, 4].map((n) => inTurn(task(n)));
    await vi.waitFor(() => expect(started).toEqual([1, 2]));
    finish[0]?.();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3]));
    finish[1]?.();
    finish[2]?.();
    await vi.waitFor(() => expect(started).toEqual([1, 2, 3, 4]));
    finish[3]?.();
    expect(await Promise.all(results)).toEqual([1, 2, 3, 4]);
  });
});

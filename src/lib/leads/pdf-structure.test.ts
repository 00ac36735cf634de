import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { samplePdf } from '../../../test/pdf';
import { createTurns, isReadablePdf, pdfCheckLimits as pdfLimits } from './pdf-structure';

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

  it('gives up on a file that takes longer than its time, or more than its memory', async () => {
    expect(await isReadablePdf(samplePdf(), { ...pdfLimits, timeMs: 1 })).toBe(false);
    expect(await isReadablePdf(samplePdf(), { ...pdfLimits, memoryMb: 8 })).toBe(false);
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

import { randomBytes } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { samplePdf } from '../../../test/pdf';
import { isReadablePdf } from './pdf-structure';

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
    expect(await isReadablePdf(samplePdf(), { timeMs: 1, memoryMb: 128 })).toBe(false);
    expect(await isReadablePdf(samplePdf(), { timeMs: 5_000, memoryMb: 8 })).toBe(false);
  });
});

import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createDeflate } from 'node:zlib';

/**
 * A real PDF for the tests: one page saying `text`, its cross-reference table at the right offsets, so that a PDF
 * reader opens it. `size` pads it (inside a stream) to that many bytes, for the size limits.
 */
export function samplePdf(text = 'Curriculum vitae', size = 0): Buffer<ArrayBuffer> {
  const content = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const build = (padding: string) => {
    const all = [...objects, `<< /Length ${padding.length} >>\nstream\n${padding}\nendstream`];
    let body = '%PDF-1.4\n';
    const offsets = all.map((object, index) => {
      const offset = body.length;
      body += `${index + 1} 0 obj\n${object}\nendobj\n`;
      return offset;
    });
    const xref = body.length;
    body += `xref\n0 ${all.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
    body += `trailer\n<< /Size ${all.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
    return Buffer.from(body, 'latin1');
  };
  let pdf = build('');
  // The padding's length is written into the file too: a few rounds make the whole exactly `size` bytes.
  for (let padding = 0; size > 0 && pdf.length !== size; ) {
    padding = Math.max(0, padding + size - pdf.length);
    pdf = build('x'.repeat(padding));
  }
  return pdf;
}

/**
 * A decompression bomb: a small PDF whose catalog stands in a compressed object stream behind `decodedMb` MiB of
 * spaces, so that a reader must inflate all of them to find it.
 */
export async function decompressionBomb(decodedMb: number): Promise<Buffer> {
  const head = '1 0 ';
  const spaces = Buffer.alloc(1024 * 1024, 0x20);
  async function* decoded() {
    yield Buffer.from(head);
    for (let mb = 0; mb < decodedMb; mb++) yield spaces;
    yield Buffer.from('<< /Type /Catalog /Pages 2 0 R >>');
  }
  const chunks: Buffer[] = [];
  await pipeline(Readable.from(decoded()), createDeflate({ level: 1 }), async (deflated: AsyncIterable<Buffer>) => {
    for await (const chunk of deflated) chunks.push(chunk);
  });
  const stream = Buffer.concat(chunks);
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: Record<number, number> = {};
  const add = (number: number, ...body: (string | Buffer)[]) => {
    offsets[number] = length;
    for (const piece of body) {
      const bytes = typeof piece === 'string' ? Buffer.from(piece, 'latin1') : piece;
      parts.push(bytes);
      length += bytes.length;
    }
  };
  add(2, '2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n');
  add(3, '3 0 obj\n<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>\nendobj\n');
  add(5, `5 0 obj\n<< /Type /ObjStm /N 1 /First ${head.length} /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, stream, '\nendstream\nendobj\n');
  // A cross-reference stream (entries of 1 + 4 + 2 bytes): object 1 lies in object stream 5.
  const xref = length;
  const entry = (type: number, field: number, generation: number) => {
    const row = Buffer.alloc(7);
    row[0] = type;
    row.writeUInt32BE(field, 1);
    row.writeUInt16BE(generation, 5);
    return row;
  };
  const rows = Buffer.concat([entry(0, 0, 65535), entry(2, 5, 0), entry(1, offsets[2]!, 0), entry(1, offsets[3]!, 0), entry(0, 0, 0), entry(1, offsets[5]!, 0), entry(1, xref, 0)]);
  add(6, `6 0 obj\n<< /Type /XRef /Size 7 /W [1 4 2] /Root 1 0 R /Length ${rows.length} >>\nstream\n`, rows, '\nendstream\nendobj\n');
  parts.push(Buffer.from(`startxref\n${xref}\n%%EOF\n`, 'latin1'));
  return Buffer.concat(parts);
}

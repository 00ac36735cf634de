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

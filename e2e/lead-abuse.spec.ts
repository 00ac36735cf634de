/**
 * The lead endpoint of the production server against cheap abuse, as an attacker would try it: uploads that never
 * finish, files that only look like PDFs, and the page a visitor without JavaScript sees when an upload is cut.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest, type ClientRequest } from 'node:http';
import { baseURL as origin } from '../playwright.config';
import { expect, test } from './fixtures';
import { storedLead } from './stored-leads';

/** An application that declares the largest body and sends only its first line, like `curl --limit-rate 1`. */
function slowUpload(address: string) {
  let request: ClientRequest;
  const answer = new Promise<number>((resolve, reject) => {
    request = httpRequest(`${origin}/api/leads/application`, {
      method: 'POST',
      headers: {
        origin,
        accept: 'application/json',
        'x-client-ip': address,
        'content-type': 'multipart/form-data; boundary=x',
        'content-length': String(10 * 1024 * 1024),
      },
    }, (response) => {
      response.resume();
      resolve(response.statusCode!);
    });
    request.on('error', reject);
    request.write('--x\r\n');
  });
  return { answer, stop: () => request.destroy() };
}

test('slow uploads filling the upload budget turn no enquiry away', async ({ request }) => {
  const run = randomBytes(2);
  // Seven uploads where six fill the budget: the first answer, a 503, says the budget is full.
  const uploads = Array.from({ length: 7 }, (_, i) => slowUpload(`198.51.${run[0]}.${i + 1}`));
  try {
    expect(await Promise.race(uploads.map((upload) => upload.answer))).toBe(503);
    const email = `enquiry.${run.toString('hex')}@example.com`;
    const enquiry = await request.post('/api/leads/contact', {
      headers: { origin, accept: 'application/json', 'x-client-ip': `198.51.${run[0]}.100` },
      form: { name: 'Sam Lee', email, message: 'We would like to talk about a new product this month.', locale: 'en', page: '/contact' },
    });
    expect(enquiry.status()).toBe(200);
    expect(storedLead(email)).toMatchObject({ kind: 'contact' });
  } finally {
    for (const upload of uploads) upload.stop();
  }
});

test('a file that only starts and ends like a PDF is refused, and nothing is stored', async ({ request }) => {
  const email = `fake.pdf.${randomBytes(3).toString('hex')}@example.com`;
  const response = await request.post('/api/leads/application', {
    headers: { origin, accept: 'application/json', 'x-client-ip': `198.51.100.${randomBytes(1)[0]}` },
    multipart: {
      position: 'senior-go-backend-engineer',
      name: 'Fake PDF',
      email,
      message: 'Please consider my application for this position.',
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(512 * 1024), Buffer.from('\n%%EOF\n')]) },
    },
  });
  expect(response.status()).toBe(422);
  expect(await response.json()).toEqual({ status: 'invalid', errors: { cv: 'pdf' } });
  expect(storedLead(email)).toBeUndefined();
});

for (const [path, heading, text] of [
  ['/form/application-too-slow', 'Your message has not been sent yet', /The upload took too long, so it was stopped/],
  ['/de/formular/contact-too-slow', 'Ihre Nachricht wurde noch nicht gesendet', /Die Übertragung hat zu lange gedauert und wurde abgebrochen/],
] as const) {
  test(`a post cut for arriving too slowly is explained without JavaScript: ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(page.getByText(text)).toBeVisible();
  });
}

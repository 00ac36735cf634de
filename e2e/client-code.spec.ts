import { expect, test, type BrowserContext, type Response } from './fixtures';
import { gotoAndSettle } from './network';

// Message keys that only one kind of form or the calculator uses: a page serializes them only if it sends them along.
const contactKey = 'contactSent';
const applicationKey = 'applicationSent';
const calculatorKey = 'showEstimate';
// Messages of the page a form's post leads to, drawn on the server: no browser needs them.
const resultKeys = ['sentHeading', 'failedHeading'];

test('pages carry only the messages their client components use', async ({ request }) => {
  const html = async (path: string) => (await request.get(path)).text();
  for (const path of ['/', '/de', '/about', '/de/uber-uns', '/blog', '/de/impressum']) {
    const page = await html(path);
    for (const key of [contactKey, applicationKey, calculatorKey]) expect(page, `${path}: ${key}`).not.toContain(key);
  }
  for (const path of ['/contact', '/de/kontakt', '/services/product-development']) {
    const page = await html(path);
    expect(page, path).toContain(contactKey);
    for (const key of [applicationKey, calculatorKey, ...resultKeys]) expect(page, `${path}: ${key}`).not.toContain(key);
  }
  const careers = await html('/de/karriere');
  expect(careers).toContain(applicationKey);
  for (const key of [contactKey, calculatorKey, ...resultKeys]) expect(careers, key).not.toContain(key);
  const calculator = await html('/de/mvp-kostenrechner/app');
  expect(calculator).toContain(calculatorKey);
  for (const key of [contactKey, applicationKey, ...resultKeys]) expect(calculator, key).not.toContain(key);
});

// Strings only the forms' code holds: where they post, and the message library they format with (an error code
// of use-intl's).
const formCode = ['/api/leads/', 'MISSING_MESSAGE'];

/** All the JavaScript a page loads until its network has settled, read in a tab of its own. */
async function scriptsOf(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  const collect = (response: Response) => response.request().resourceType() === 'script' && scripts.push(response.text());
  page.on('response', collect);
  await gotoAndSettle(page, path);
  page.off('response', collect);
  const code = (await Promise.all(scripts)).join('\n');
  await page.close();
  return code;
}

test('form code is loaded by the pages that show a form, and only by them', async ({ context }) => {
  for (const path of ['/', '/de/uber-uns', '/blog']) {
    const code = await scriptsOf(context, path);
    for (const text of formCode) expect(code, `${path}: ${text}`).not.toContain(text);
  }
  for (const path of ['/de/kontakt', '/services/product-development']) {
    const code = await scriptsOf(context, path);
    for (const text of formCode) expect(code, `${path}: ${text}`).toContain(text);
  }
});

test("the calculator's steps load no form code, and its estimate does", async ({ context }) => {
  const sendsLeads = (code: string) => code.includes('/api/leads/');
  expect(sendsLeads(await scriptsOf(context, '/de/mvp-kostenrechner/app')), 'a step').toBe(false);
  const estimate = 'product=web&stage=idea&users=consumers&design=standard&timeline=standard&auth=email&payments=subscriptions&integrations=crm&admin=basic&view=estimate';
  expect(sendsLeads(await scriptsOf(context, `/de/mvp-kostenrechner/app?${estimate}`)), 'the estimate').toBe(true);
});

test('messages reach the browser compiled, so no page loads a message parser', async ({ context }) => {
  // A method of the ICU message parser that use-intl formats with unless the messages are compiled at build time.
  const parser = 'parseArgument';
  for (const path of ['/de/mvp-kostenrechner/app', '/contact']) {
    const code = await scriptsOf(context, path);
    expect(code, path).toContain('MISSING_MESSAGE');
    expect(code, path).not.toContain(parser);
  }
});

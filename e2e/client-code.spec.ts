import { expect, test, type BrowserContext, type Response } from './fixtures';
import { gotoAndSettle } from './network';

// Message keys that only the forms and the calculator use: a page serializes them only if it sends them along.
const formKey = 'contactSent';
const calculatorKey = 'showEstimate';

test('pages carry only the messages their client components use', async ({ request }) => {
  const html = async (path: string) => (await request.get(path)).text();
  for (const path of ['/', '/de', '/about', '/de/uber-uns', '/blog', '/de/impressum']) {
    const page = await html(path);
    expect(page, path).not.toContain(formKey);
    expect(page, path).not.toContain(calculatorKey);
  }
  for (const path of ['/contact', '/de/kontakt', '/services/product-development', '/de/karriere']) {
    const page = await html(path);
    expect(page, path).toContain(formKey);
    expect(page, path).not.toContain(calculatorKey);
  }
  expect(await html('/de/mvp-kostenrechner/app')).toContain(calculatorKey);
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

test('messages reach the browser compiled, so no page loads a message parser', async ({ context }) => {
  // A method of the ICU message parser that use-intl formats with unless the messages are compiled at build time.
  const parser = 'parseArgument';
  for (const path of ['/de/mvp-kostenrechner/app', '/contact']) {
    const code = await scriptsOf(context, path);
    expect(code, path).toContain('MISSING_MESSAGE');
    expect(code, path).not.toContain(parser);
  }
});

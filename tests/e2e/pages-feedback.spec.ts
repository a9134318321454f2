import { expect, signIn, test, typeInto } from './fixtures.ts';
import { pageAxeViolations, toast } from './pages-helpers.ts';

test('eve sends feedback and ada reads it', async ({ browser }) => {
  const message = `The bell is great, but I want dark mode ${Date.now()}`;
  const eveContext = await browser.newContext();
  const eve = await eveContext.newPage();
  await signIn(eve, 'eve@acme.test');
  await expect(eve).toHaveURL(/\/home$/);
  await eve.goto(eve.url().replace(/\/home$/, '/feedback?from=/home'));
  await expect(eve.getByRole('heading', { name: 'Provide feedback', level: 1 })).toBeVisible();
  await expect(eve.getByRole('heading', { name: 'Feedback received' })).toBeHidden();
  expect(await pageAxeViolations(eve)).toEqual([]);
  await eve.getByRole('button', { name: 'Send feedback' }).click();
  await expect(eve.getByText('Enter your feedback')).toBeVisible();
  await typeInto(eve.getByRole('textbox', { name: 'Your feedback' }), message);
  await eve.getByRole('button', { name: 'Send feedback' }).click();
  await expect(toast(eve, 'Thank you! Your feedback was sent.')).toBeVisible();
  await expect(eve.getByRole('textbox', { name: 'Your feedback' })).toHaveValue('');
  await eveContext.close();

  const adaContext = await browser.newContext();
  const ada = await adaContext.newPage();
  await signIn(ada, 'ada@acme.test');
  await expect(ada).toHaveURL(/\/home$/);
  await ada.goto(ada.url().replace(/\/home$/, '/feedback'));
  const received = ada.getByRole('region', { name: 'Feedback received' });
  await expect(received.getByText(message)).toBeVisible();
  await expect(received.getByRole('link', { name: 'Eve Curie' }).first()).toBeVisible();
  await expect(received.getByText('on /home').first()).toBeVisible();
  expect(await pageAxeViolations(ada)).toEqual([]);
  await adaContext.close();
});

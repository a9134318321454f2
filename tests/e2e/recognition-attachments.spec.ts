import { expect, signIn, test } from './fixtures.ts';
import { dialog, openDialog, png } from './recognition-helpers.ts';

test('a refused attachment says why and shows no broken preview; an image shows its preview', async ({
  page,
}) => {
  await signIn(page, 'eve@acme.test');
  await expect(page).toHaveURL(/\/home$/);
  await openDialog(page);
  const d = dialog(page);
  // A file chooser is not typed into: the test hands the files to the picker's input.
  await d.locator('input[type=file]').setInputFiles([
    {
      name: 'scan.tiff',
      mimeType: 'image/tiff',
      buffer: Buffer.from('II*\u0000 not a picture the browser draws'),
    },
    { name: 'poster.png', mimeType: 'image/png', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 7) },
    { name: 'renamed.png', mimeType: 'image/png', buffer: Buffer.from('a text file renamed to .png') },
    { name: 'team.png', mimeType: 'image/png', buffer: png },
  ]);

  const item = (name: string) => d.getByRole('listitem').filter({ hasText: name });
  await expect(item('scan.tiff').getByRole('alert')).toHaveText(
    'This file type is not accepted. Use JPG, PNG, GIF, WebP, PDF, DOCX or PPTX.',
  );
  await expect(item('poster.png').getByRole('alert')).toHaveText(
    'The file exceeds the maximum size limit, upload a smaller file',
  );
  // Refused by the server after the upload: its content is not an image.
  await expect(item('renamed.png').getByRole('alert')).toContainText('The file is not what its name says.');
  for (const name of ['scan.tiff', 'poster.png', 'renamed.png']) {
    await expect(item(name).locator('img'), name).toHaveCount(0);
    await expect(d.getByRole('button', { name: `Remove ${name}` })).toBeEnabled();
  }

  // An accepted image keeps its preview, drawn (not broken).
  await expect(d.getByRole('button', { name: 'Remove team.png' })).toBeEnabled();
  const preview = item('team.png').locator('img');
  await expect(preview).toHaveCount(1);
  expect(await preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(item('team.png').getByRole('alert')).toHaveCount(0);
});

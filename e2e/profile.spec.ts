import { readFile, writeFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test, type Page } from './fixtures';
import {
  codeIn,
  customerApi,
  errorMessageOf,
  expectGuestPanel,
  logInBrowser,
  loginStatus,
  mailsTo,
  newMailTo,
  openAccountPanel,
  productsInStock,
  profileOf,
  sessionUserOf,
  uploadAvatar,
} from './profile-helpers';
import { call, newCustomer, notice, refuseOptionalCookies, send, type Customer } from './shop';
import type { AccountExport } from '../src/domain/account/account-export';
import { PROFILE_ERRORS } from '../src/domain/account/profile.errors';
import {
  EDIT_PROFILE_MESSAGES,
  formatPhoneNumber,
  PROFILE_MESSAGES,
  SETTINGS_MESSAGES,
} from '../src/domain/account/profile.messages';
import { AVATAR_MAX_BYTES } from '../src/domain/account/avatar-files';
import { VERIFICATION_MAIL_MESSAGES } from '../src/domain/auth/auth.messages';
import {
  ACCOUNT_FORM_MESSAGES,
  ACCOUNT_SETUP_MESSAGES,
  REGISTER_PAGE_MESSAGES,
  VERIFICATION_SCREEN_LABELS,
} from '../src/domain/auth/verification-screen.messages';
import { NEWSLETTER_MAIL_MESSAGES } from '../src/domain/newsletter/newsletter.messages';

/**
 * The customer's own profile and data (spec §2.1 /profile, /edit-profile, /settings; §3 User):
 * names and phone, the avatar and its refusals, the email change confirmed by a code sent to the
 * new address, the data download, the account deletion, fields a customer may not change, and
 * the newsletter preference. Texts come from src/domain (profile.messages.ts, profile.errors.ts).
 *
 * Each test registers a customer of its own: the desktop and mobile projects share one server.
 * What does not depend on the screen runs on the desktop only (@any-screen). A password change
 * logging out another browser is in sessions.spec.ts.
 */

/** Sending a code email (and the proof of work of a registration) takes a moment. */
const SEND_TIMEOUT = { timeout: 20_000 };

function main(page: Page) {
  return page.getByRole('main');
}

/** A text the page shows (in the form or as a notification), exactly. */
function shown(page: Page, text: string) {
  return page.getByText(text, { exact: true }).first();
}

function uniqueEmail(label: string): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${label}-${Date.now()}-${random}@esempio.it`;
}

/** A real picture of one colour, `width` × `height` pixels, in PNG. */
function solidPng(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background: { r: 40, g: 110, b: 190 } },
  })
    .png()
    .toBuffer();
}

let customer: Customer;

test.beforeEach(async ({ context, baseURL }, testInfo) => {
  await refuseOptionalCookies(context);
  customer = await newCustomer(baseURL!, `profile-${testInfo.title}`);
});

test('edited names and phone are saved, shown in the account panel at once and on /profile', async ({
  page,
  context,
  isMobile,
}) => {
  const random = Math.random().toString(36).slice(2, 6);
  const edited = {
    firstName: 'Giovanna',
    lastName: 'Marchetti',
    displayName: `Gio ${random}`,
    phone: '333 123 4567',
  };
  await logInBrowser(context, customer);
  await page.goto('/edit-profile');
  const firstName = page.getByLabel(EDIT_PROFILE_MESSAGES.firstNameLabel, { exact: true });
  // The form starts from the stored profile: typed values are not overwritten when it arrives.
  await expect(firstName).toHaveValue(customer.firstName);
  await firstName.fill(edited.firstName);
  await page.getByLabel(EDIT_PROFILE_MESSAGES.lastNameLabel, { exact: true }).fill(edited.lastName);
  await page
    .getByLabel(EDIT_PROFILE_MESSAGES.displayNameLabel, { exact: true })
    .fill(edited.displayName);
  await page.getByLabel(EDIT_PROFILE_MESSAGES.phoneLabel, { exact: true }).fill(edited.phone);
  await page.getByRole('button', { name: EDIT_PROFILE_MESSAGES.save, exact: true }).click();
  await expect(notice(page, EDIT_PROFILE_MESSAGES.saved)).toBeVisible();

  // No reload: the answer's session user reaches the bar.
  const panel = await openAccountPanel(page, isMobile);
  await expect(panel.getByText(edited.displayName, { exact: true })).toBeVisible();
  await expect(panel.getByText(customer.email, { exact: true })).toBeVisible();

  const stored = await profileOf(page.request);
  expect(stored).toMatchObject({
    firstName: edited.firstName,
    lastName: edited.lastName,
    displayName: edited.displayName,
    phoneNumber: '+393331234567',
    emailVerified: true,
  });

  await page.goto('/profile');
  await expect(main(page).getByText(edited.displayName, { exact: true })).toBeVisible();
  await expect(main(page)).toContainText(formatPhoneNumber('+393331234567'));
  await expect(main(page).getByText(PROFILE_MESSAGES.verified, { exact: true })).toBeVisible();
  await expect(main(page)).toContainText(customer.email);
});

test('an uploaded photo becomes the avatar of the account panel and of /profile', async ({
  page,
  context,
  isMobile,
}, testInfo) => {
  const file = testInfo.outputPath('foto-profilo.png');
  await writeFile(file, await solidPng(600, 400));
  await logInBrowser(context, customer);
  await page.goto('/edit-profile');
  await expect(main(page).getByText(EDIT_PROFILE_MESSAGES.avatarNone)).toBeVisible();
  await page.getByLabel(EDIT_PROFILE_MESSAGES.avatarChoose).setInputFiles(file);
  await expect(notice(page, EDIT_PROFILE_MESSAGES.avatarSaved)).toBeVisible();
  await expect(
    main(page).getByRole('img', { name: EDIT_PROFILE_MESSAGES.avatarAlt, exact: true }),
  ).toHaveAttribute('src', /^\/uploads\/avatars\//);

  const stored = await profileOf(page.request);
  expect(stored.avatar?.[256]).toMatch(/^\/uploads\/avatars\/.+-256\.webp$/);
  const picture = await page.request.get(stored.avatar![256]);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/webp');

  const panel = await openAccountPanel(page, isMobile);
  // The panel's picture is decorative (alt=""), the name is written beside it: no img role.
  const avatar = panel.locator('img');
  await expect(avatar).toHaveAttribute('src', /^\/uploads\/avatars\//);
  await expect
    .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);

  await page.goto('/profile');
  // Decorative here too: the name is written beside it.
  const onProfile = main(page).locator('img');
  await expect(onProfile).toHaveAttribute('src', /^\/uploads\/avatars\//);
  await expect
    .poll(() =>
      onProfile.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
    )
    .toBeGreaterThan(0);
});

test('a photo over 5 MB and a text file named .png are refused, by the page and by the API @any-screen', async ({
  page,
  context,
  baseURL,
}) => {
  const sixMegabytes = Buffer.alloc(6 * 1024 * 1024, 0xff);
  expect(sixMegabytes.length).toBeGreaterThan(AVATAR_MAX_BYTES);
  const notAnImage = Buffer.from('Questa è una lista della spesa, non una foto.\n', 'utf8');

  await logInBrowser(context, customer);
  await page.goto('/edit-profile');
  const chooser = page.getByLabel(EDIT_PROFILE_MESSAGES.avatarChoose);
  await chooser.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: sixMegabytes });
  await expect(shown(page, PROFILE_ERRORS.avatarTooLarge)).toBeVisible();
  await chooser.setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: notAnImage });
  await expect(shown(page, PROFILE_ERRORS.avatarNotImage)).toBeVisible();
  expect((await profileOf(page.request)).avatar).toBeNull();

  // The server refuses them too, whatever a page checks first.
  const api = await customerApi(baseURL!, customer);
  try {
    const tooLarge = await uploadAvatar(api, {
      name: 'big.jpg',
      mimeType: 'image/jpeg',
      buffer: sixMegabytes,
    });
    expect(tooLarge.status()).toBeGreaterThanOrEqual(400);
    expect(tooLarge.status()).toBeLessThan(500);
    expect(await errorMessageOf(tooLarge)).toBe(PROFILE_ERRORS.avatarTooLarge);

    const text = await uploadAvatar(api, {
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: notAnImage,
    });
    expect(text.status()).toBe(400);
    expect(await errorMessageOf(text)).toBe(PROFILE_ERRORS.avatarNotImage);

    // A real picture passes on the same session: the refusals were about the files.
    const accepted = await uploadAvatar(api, {
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: await solidPng(600, 400),
    });
    expect(accepted.status()).toBe(200);
    expect((await profileOf(api)).avatar).not.toBeNull();
  } finally {
    await api.dispose();
  }
});

test('the email changes after the code sent to the new address; only the new one logs in', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  const newEmail = uniqueEmail('profile-nuova');
  await logInBrowser(context, customer);
  await page.goto('/edit-profile');
  await page.getByLabel(EDIT_PROFILE_MESSAGES.newEmailLabel, { exact: true }).fill(newEmail);
  await page
    .getByLabel(EDIT_PROFILE_MESSAGES.currentPasswordLabel, { exact: true })
    .fill(customer.password);
  await page.getByRole('button', { name: EDIT_PROFILE_MESSAGES.sendCode, exact: true }).click();
  await expect(shown(page, EDIT_PROFILE_MESSAGES.codeSent(newEmail))).toBeVisible(SEND_TIMEOUT);
  // Until the code is confirmed the account keeps its address.
  expect((await profileOf(page.request)).email).toBe(customer.email);

  const code = codeIn(await newMailTo(newEmail));
  // Six digits submit by themselves.
  await main(page)
    .getByRole('group', { name: EDIT_PROFILE_MESSAGES.codeLabel })
    .getByRole('textbox', { name: VERIFICATION_SCREEN_LABELS.digit(1), exact: true })
    .click();
  await page.keyboard.type(code);
  await expect(notice(page, EDIT_PROFILE_MESSAGES.emailChanged(newEmail))).toBeVisible();

  const panel = await openAccountPanel(page, isMobile);
  await expect(panel.getByText(newEmail, { exact: true })).toBeVisible();
  await expect(panel.getByText(customer.email, { exact: true })).toHaveCount(0);
  await page.goto('/profile');
  await expect(main(page)).toContainText(newEmail);
  await expect(main(page).getByText(PROFILE_MESSAGES.verified, { exact: true })).toBeVisible();

  expect(await loginStatus(baseURL!, { email: newEmail, password: customer.password })).toBe(200);
  expect(await loginStatus(baseURL!, { email: customer.email, password: customer.password })).toBe(
    401,
  );
});

test('"Scarica i miei dati" downloads a JSON file with the cart line and the wishlist item @any-screen', async ({
  page,
  context,
}, testInfo) => {
  await logInBrowser(context, customer);
  const [inCart, inWishlist] = await productsInStock(page.request, 2);
  await send(page.request, 'POST', '/api/cart/items', { productId: inCart!.id, quantity: 2 });
  await send(page.request, 'POST', '/api/wishlist/items', { productId: inWishlist!.id });

  await page.goto('/settings');
  const downloading = page.waitForEvent('download');
  await main(page).getByRole('link', { name: SETTINGS_MESSAGES.exportButton, exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^vetrina-dati-\d{4}-\d{2}-\d{2}\.json$/);
  const file = testInfo.outputPath('dati.json');
  await download.saveAs(file);
  const text = await readFile(file, 'utf8');
  const data = JSON.parse(text) as AccountExport;

  expect(data.profile).toMatchObject({ id: customer.id, email: customer.email, role: 'user' });
  expect(data.cart).toEqual([
    expect.objectContaining({ productId: inCart!.id, name: inCart!.name, quantity: 2 }),
  ]);
  expect(data.wishlist).toEqual([
    expect.objectContaining({ productId: inWishlist!.id, name: inWishlist!.name }),
  ]);
  expect(data.newsletter.status).toBe('none');
  // Secrets stay out of the file.
  expect(text).not.toContain(customer.password);
  expect(text).not.toMatch(/passwordHash|password_hash|\$argon2|\$2[aby]\$/i);
});

test('deleting the account asks for the password, ends as a guest, and the email can register again', async ({
  page,
  context,
  baseURL,
  isMobile,
}) => {
  test.slow();
  await logInBrowser(context, customer);
  await page.goto('/settings');
  await main(page)
    .getByRole('button', { name: SETTINGS_MESSAGES.deleteButton, exact: true })
    .click();
  const dialog = page.getByRole('dialog', { name: SETTINGS_MESSAGES.deleteDialogTitle });
  await expect(dialog).toBeVisible();
  const password = dialog.getByLabel(SETTINGS_MESSAGES.deletePasswordLabel, { exact: true });
  const confirm = dialog.getByRole('button', {
    name: SETTINGS_MESSAGES.deleteConfirm,
    exact: true,
  });

  await password.fill('Sbagliata2025-proprio');
  await confirm.click();
  await expect(dialog.getByText(PROFILE_ERRORS.wrongPassword, { exact: true })).toBeVisible();
  expect(await sessionUserOf(page.request)).toMatchObject({ email: customer.email });

  await password.fill(customer.password);
  await confirm.click();
  await expect(notice(page, SETTINGS_MESSAGES.deleted)).toBeVisible();
  await expect(page).toHaveURL('/');
  await expectGuestPanel(page, isMobile);
  expect(await sessionUserOf(page.request)).toBeNull();

  // The old session and the old credentials are refused.
  const old = await customerApi(baseURL!, customer);
  try {
    expect((await old.get('/api/cart')).status()).toBe(401);
  } finally {
    await old.dispose();
  }
  expect(await loginStatus(baseURL!, { email: customer.email, password: customer.password })).toBe(
    401,
  );

  // The address is free again: the registration pages take it.
  const subject = VERIFICATION_MAIL_MESSAGES.registration.subject;
  const already = (await mailsTo(customer.email, subject)).length;
  await page.goto('/register');
  await page.getByLabel(ACCOUNT_FORM_MESSAGES.emailLabel, { exact: true }).fill(customer.email);
  await page
    .getByLabel(ACCOUNT_FORM_MESSAGES.passwordLabel, { exact: true })
    .fill(customer.password);
  await page
    .getByLabel(ACCOUNT_FORM_MESSAGES.confirmPasswordLabel, { exact: true })
    .fill(customer.password);
  await page.getByRole('button', { name: REGISTER_PAGE_MESSAGES.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/account-setup$/);
  await page
    .getByLabel(ACCOUNT_SETUP_MESSAGES.firstNameLabel, { exact: true })
    .fill(customer.firstName);
  await page.getByLabel(ACCOUNT_SETUP_MESSAGES.lastNameLabel, { exact: true }).fill('Desideri');
  await page.getByRole('button', { name: ACCOUNT_SETUP_MESSAGES.submit, exact: true }).click();
  await expect(page).toHaveURL(/\/email-code-verification$/, SEND_TIMEOUT);

  const code = codeIn(await newMailTo(customer.email, { subject, already }));
  await page.getByRole('textbox', { name: VERIFICATION_SCREEN_LABELS.digit(1) }).click();
  await page.keyboard.type(code);
  await expect(page).toHaveURL('/', SEND_TIMEOUT);
  const registered = await sessionUserOf(page.request);
  expect(registered).toMatchObject({ email: customer.email, role: 'user' });
  expect(registered!.id).not.toBe(customer.id);
});

test('a profile update naming role, emailVerified or another field not editable is refused whole @any-screen', async ({
  baseURL,
}) => {
  const api = await customerApi(baseURL!, customer);
  try {
    const before = await profileOf(api);
    const sessionBefore = await sessionUserOf(api);
    expect(sessionBefore).toMatchObject({ role: 'user' });

    for (const body of [
      { role: 'admin' },
      { emailVerified: false },
      { displayName: 'Nome nuovo', role: 'admin' },
    ]) {
      const response = await call(api, 'PATCH', '/api/account/profile', body);
      expect(response.status(), JSON.stringify(body)).toBe(400);
      expect(await errorMessageOf(response), JSON.stringify(body)).toBe(PROFILE_ERRORS.notEditable);
    }

    expect(await profileOf(api)).toEqual(before);
    expect(await sessionUserOf(api)).toEqual(sessionBefore);
  } finally {
    await api.dispose();
  }
});

test('the newsletter box on /settings subscribes with a confirmation mail and unsubscribes @any-screen', async ({
  page,
  context,
}) => {
  await logInBrowser(context, customer);
  await page.goto('/settings');
  const subscription = main(page).getByRole('checkbox', {
    name: SETTINGS_MESSAGES.newsletterLabel,
  });
  await expect(main(page).getByText(SETTINGS_MESSAGES.newsletterNone)).toBeVisible();
  await expect(subscription).not.toBeChecked();
  const already = (await mailsTo(customer.email, NEWSLETTER_MAIL_MESSAGES.subject)).length;

  await subscription.click();
  await expect(notice(page, SETTINGS_MESSAGES.newsletterSubscribed)).toBeVisible();
  await expect(main(page).getByText(SETTINGS_MESSAGES.newsletterPending)).toBeVisible();
  await expect(subscription).toBeChecked();
  const mail = await newMailTo(customer.email, {
    subject: NEWSLETTER_MAIL_MESSAGES.subject,
    already,
  });
  expect(mail.text).toContain('/api/newsletter/confirm?token=');
  await page.reload();
  await expect(main(page).getByText(SETTINGS_MESSAGES.newsletterPending)).toBeVisible();
  await expect(subscription).toBeChecked();

  await subscription.click();
  await expect(notice(page, SETTINGS_MESSAGES.newsletterUnsubscribed)).toBeVisible();
  await expect(main(page).getByText(SETTINGS_MESSAGES.newsletterNone)).toBeVisible();
  await expect(subscription).not.toBeChecked();
  expect(await (await page.request.get('/api/account/newsletter')).json()).toEqual({
    status: 'none',
  });
});

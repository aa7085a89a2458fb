import { expect, test, type Locator, type Page, type TestInfo } from './fixtures';
import path from 'node:path';
import { NOTIFICATION_DURATION_MS } from '../src/domain/constants';
import { FOOTER_COLUMNS } from '../src/domain/navigation';
import { readOutbox } from '../src/server/mail/outbox-reader';

/** The shell around every page: cookie banner, footer, newsletter, notifications (spec §2.6, §2.8, §8). */

const BANNER_TEXT = 'Usiamo cookie per migliorare l’esperienza.';
const INVALID_EMAIL = 'Inserisci un indirizzo email valido.';
const CHECK_INBOX =
  'Controlla la tua casella: ti abbiamo inviato un link per confermare l’iscrizione.';
const CONFIRMED = 'Iscrizione alla newsletter confermata. Grazie!';
const INVALID_LINK = 'Il link di conferma non è valido o è già stato usato.';

/** One frame of the page's paused clock. */
const FRAME_MS = 16;

/**
 * Moves the page's paused clock a frame at a time until `locator` shows. The app's effects run
 * after the next frame (decision 030), and a paused clock has no frames of its own: the notice
 * shows within a frame of its timer starting.
 */
async function stepClockUntilVisible(page: Page, locator: Locator): Promise<void> {
  await expect
    .poll(async () => {
      await page.clock.runFor(FRAME_MS);
      return locator.isVisible();
    })
    .toBe(true);
}

const cookieBanner = (page: Page) => page.getByRole('region', { name: 'Consenso ai cookie' });
const footer = (page: Page) => page.getByRole('contentinfo');
const newsletterField = (page: Page) =>
  footer(page).getByLabel('Indirizzo di posta elettronica', { exact: true });

/** The desktop and mobile projects share one server and outbox: every test uses its own address. */
function uniqueEmail(testInfo: TestInfo): string {
  const random = Math.random().toString(36).slice(2, 8);
  return `e2e-${testInfo.project.name}-${Date.now()}-${random}@esempio.it`;
}

/** The confirmation link of the newest outbox message sent to this address. */
async function confirmationLinkFor(email: string): Promise<URL> {
  const outboxDir = path.join(process.env.E2E_DATA_DIR!, 'outbox');
  let link: string | undefined;
  await expect
    .poll(async () => {
      const messages = (await readOutbox(outboxDir)).filter((message) => message.to === email);
      link = messages
        .at(-1)
        ?.text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=\S+/)?.[0];
      return link;
    })
    .toBeTruthy();
  return new URL(link!);
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(footer(page)).toBeVisible();
}

async function acceptCookies(page: Page) {
  await cookieBanner(page).getByRole('button', { name: 'Accetta' }).click();
  await expect(cookieBanner(page)).toBeHidden();
}

test.describe('cookie banner', () => {
  test('asks on the first visit, with two equal choices, over the page', async ({ page }) => {
    await openHome(page);
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(BANNER_TEXT);
    await expect(banner.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
    const deny = banner.getByRole('button', { name: 'Rifiuta' });
    const accept = banner.getByRole('button', { name: 'Accetta' });
    await expect(deny).toBeVisible();
    await expect(accept).toBeVisible();

    // Equal prominence: the same size and the same look.
    const look = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontSize, style.fontWeight, style.padding];
    };
    expect(await deny.evaluate(look)).toEqual(await accept.evaluate(look));
    const [denyBox, acceptBox] = [await deny.boundingBox(), await accept.boundingBox()];
    expect(Math.round(denyBox!.width)).toBe(Math.round(acceptBox!.width));
    expect(Math.round(denyBox!.height)).toBe(Math.round(acceptBox!.height));

    // A fixed bar at the bottom that covers part of the page only and moves nothing.
    expect(await banner.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    const viewport = page.viewportSize()!;
    const bannerBox = (await banner.boundingBox())!;
    expect(Math.round(bannerBox.y + bannerBox.height)).toBe(viewport.height);
    expect(bannerBox.height).toBeLessThan(viewport.height / 2);
    const mainTop = () =>
      page.getByRole('main').evaluate((main) => main.getBoundingClientRect().top);
    const before = await mainTop();
    await accept.click();
    await expect(banner).toBeHidden();
    expect(await mainTop()).toBe(before);
  });

  test('never hides the end of the page: scrolled to the bottom, the footer ends above it', async ({
    page,
  }) => {
    await openHome(page);
    const banner = cookieBanner(page);
    await expect(banner).toBeVisible();
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const bannerTop = await banner.evaluate((element) => element.getBoundingClientRect().top);
        const footerEnd = await footer(page).evaluate(
          (element) => element.getBoundingClientRect().bottom,
        );
        return Math.round(footerEnd - bannerTop);
      })
      .toBeLessThanOrEqual(0);
  });

  test('Accetta is remembered after a reload; Preferenze cookie reopens it', async ({ page }) => {
    await openHome(page);
    await acceptCookies(page);
    const stored = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('consent:v1') ?? '{}'),
    );
    expect(stored).toMatchObject({
      ad_storage: 'granted',
      analytics_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
      status: 'accepted_all',
      region: 'IT',
    });

    await page.reload();
    await expect(footer(page)).toBeVisible();
    await expect(cookieBanner(page)).toHaveCount(0);

    await footer(page).getByRole('button', { name: 'Preferenze cookie' }).click();
    await expect(cookieBanner(page)).toBeVisible();
    await expect(cookieBanner(page)).toContainText('Scelta attuale: cookie accettati.');
    await expect(cookieBanner(page)).toBeFocused();
    await cookieBanner(page).getByRole('button', { name: 'Rifiuta' }).click();
    await expect(cookieBanner(page)).toBeHidden();
    expect(
      await page.evaluate(() => JSON.parse(localStorage.getItem('consent:v1') ?? '{}').status),
    ).toBe('denied_all');
  });

  test('a page stays usable while the banner waits for a choice', async ({ page }) => {
    await openHome(page);
    await expect(cookieBanner(page)).toBeVisible();
    await footer(page).getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(cookieBanner(page)).toBeVisible();
  });
});

test('the footer has the three columns with their links', async ({ page }) => {
  await openHome(page);
  for (const column of FOOTER_COLUMNS) {
    await expect(footer(page).getByRole('heading', { name: column.title })).toBeVisible();
    for (const link of column.links) {
      await expect(
        footer(page).getByRole('link', { name: link.label, exact: true }),
      ).toHaveAttribute('href', link.path);
    }
  }
  expect(FOOTER_COLUMNS.map((column) => column.title)).toEqual(['Chi Siamo', 'Supporto', 'Legale']);
  await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Vetrina`);
  await expect(footer(page)).toContainText('Prezzi IVA inclusa');
  await expect(newsletterField(page)).toHaveAttribute('type', 'email');
  await expect(footer(page).getByRole('button', { name: 'Iscriviti' })).toBeVisible();
});

test.describe('newsletter', () => {
  test('a bad address shows the Italian error and keeps what was typed', async ({ page }) => {
    await openHome(page);
    await acceptCookies(page);
    await newsletterField(page).fill('mario@');
    await footer(page).getByRole('button', { name: 'Iscriviti' }).click();
    await expect(footer(page).getByRole('alert')).toHaveText(INVALID_EMAIL);
    await expect(newsletterField(page)).toHaveValue('mario@');
    await expect(newsletterField(page)).toHaveAttribute('aria-invalid', 'true');
  });

  test('when its check cannot be fetched any more, the form says so and sends nothing', async ({
    page,
  }) => {
    await openHome(page);
    await acceptCookies(page);
    await expect(newsletterField(page)).toBeVisible();
    // The connection is lost once the page is on screen: the form's check, fetched when the
    // form is first used (decision 032), cannot come.
    await page.context().setOffline(true);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/newsletter') sent.push(request.method());
    });
    await newsletterField(page).fill('giulia@esempio.it');
    await footer(page).getByRole('button', { name: 'Iscriviti' }).click();
    await expect(footer(page).getByRole('alert')).toHaveText(
      'Impossibile contattare il negozio. Controlla la connessione e riprova.',
    );
    await expect(newsletterField(page)).toHaveValue('giulia@esempio.it');
    expect(sent).toEqual([]);
  });

  test('double opt-in: neutral answer, emailed link, confirmation notice that goes away', async ({
    page,
  }, testInfo) => {
    const email = uniqueEmail(testInfo);
    await openHome(page);
    await acceptCookies(page);
    await newsletterField(page).fill(email);
    await footer(page).getByRole('button', { name: 'Iscriviti' }).click();
    // The form first loads the ALTCHA widget and solves its proof of work: more than an
    // ordinary expectation.
    await expect(footer(page).getByRole('status')).toHaveText(CHECK_INBOX, { timeout: 20_000 });

    const link = await confirmationLinkFor(email);
    expect(link.pathname).toBe('/api/newsletter/confirm');
    // The page's clock is paused from here on and moved by hand: the notice's 2 s are measured
    // exactly, however long the page takes to load.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    // The link names PUBLIC_URL (localhost here); the test server answers on 127.0.0.1.
    await page.goto(`${link.pathname}${link.search}`);
    const notice = page.getByText(CONFIRMED);
    await stepClockUntilVisible(page, notice);
    await expect(page).toHaveURL(/\/$/);
    // It disappears by itself after NOTIFICATION_DURATION_MS.
    await page.clock.runFor(NOTIFICATION_DURATION_MS - 100);
    await expect(notice).toBeVisible();
    await page.clock.runFor(100);
    await expect(notice).toBeHidden();

    // The link works once.
    await page.goto(`${link.pathname}${link.search}`);
    await stepClockUntilVisible(page, page.getByText(INVALID_LINK));
    await expect(page).toHaveURL(/\/$/);
  });

  test('a click dismisses a notification', async ({ page }) => {
    // The page's clock stands still, so the notice waits for the click instead of leaving.
    await page.clock.install();
    await page.clock.pauseAt(new Date(Date.now() + 1_000));
    await page.goto('/api/newsletter/confirm?token=questo-token-non-esiste-affatto');
    const notice = page.getByText(INVALID_LINK);
    await stepClockUntilVisible(page, notice);
    await expect(page).toHaveURL(/\/$/);
    await notice.click();
    await expect(notice).toBeHidden();
  });
});

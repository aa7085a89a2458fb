import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DeviceView } from '../../../../domain/devices/device.schema';
import { CUSTOMER } from '../../../test/fixtures';
import { mockFetch, type MockRoute } from '../../../test/mock-fetch';
import { renderPages } from '../../../test/render-pages';
import { clearNotifications } from '../../notifications/notifications.store';
import { MyDevices } from './my-devices';

function device(overrides: Partial<DeviceView>): DeviceView {
  return {
    id: 'device_1764000000000_aaaaaaa_bbbbbbb_ccccccc',
    displayName: 'Mac • Safari • macOS • Milano, Italia',
    deviceType: 'Laptop',
    deviceModel: 'Mac',
    operatingSystem: 'macOS',
    browserName: 'Safari',
    city: 'Milano',
    region: 'Lombardia',
    country: 'Italia',
    countryCode: 'IT',
    isTrusted: false,
    createdAt: '2026-11-01T10:00:00.000Z',
    lastActiveAt: '2026-11-25T22:40:00.000Z',
    current: false,
    ...overrides,
  };
}

const THIS_MAC = device({ current: true });
const PHONE = device({
  id: 'device_1764000000001_ddddddd_eeeeeee_fffffff',
  displayName: 'iPhone • Safari • iOS • Roma, Italia',
  deviceType: 'Mobile',
  lastActiveAt: '2026-11-24T08:05:00.000Z',
});
const TABLET = device({
  id: 'device_1764000000002_ggggggg_hhhhhhh_iiiiiii',
  displayName: 'iPad • Chrome • iPadOS • Torino, Italia',
  deviceType: 'Tablet',
  lastActiveAt: '2026-06-01T12:00:00.000Z',
});

const DELETE_PHONE = `DELETE /api/devices/${PHONE.id}`;

function renderMyDevices(routes: Record<string, MockRoute>) {
  const fetchMock = mockFetch(routes);
  const view = renderPages([{ path: '/settings', Page: MyDevices }], '/settings', CUSTOMER);
  const devicesReads = () =>
    fetchMock.mock.calls.filter(([input]) => String(input) === '/api/devices').length;
  return { ...view, fetchMock, devicesReads };
}

function itemOf(name: string): HTMLElement {
  const item = screen.getByText(name).closest('li');
  if (!item) throw new Error(`no list item for ${name}`);
  return item;
}

/** The visible text with every run of spaces as one space. */
const textOf = (node: Element) => (node.textContent ?? '').replace(/\s+/g, ' ').trim();

beforeEach(() => {
  clearNotifications();
  document.cookie = 'csrf_token=test-token; path=/';
});

describe('I miei dispositivi', () => {
  it('lists each device with its last activity, marks this one and offers to sign out the others', async () => {
    renderMyDevices({ 'GET /api/devices': { body: { devices: [THIS_MAC, PHONE, TABLET] } } });
    const section = await screen.findByRole('region', { name: 'I miei dispositivi' });
    await within(section).findByText(THIS_MAC.displayName);

    const mac = itemOf(THIS_MAC.displayName);
    expect(within(mac).getByText('Questo dispositivo')).toBeTruthy();
    expect(textOf(mac)).toContain('Ultima attività: 25/11/2026, 23:40');
    expect(within(mac).queryByRole('button')).toBeNull();

    const phone = itemOf(PHONE.displayName);
    expect(within(phone).queryByText('Questo dispositivo')).toBeNull();
    expect(textOf(phone)).toContain('Ultima attività: 24/11/2026, 09:05');
    expect(textOf(itemOf(TABLET.displayName))).toContain('Ultima attività: 01/06/2026, 14:00');

    const buttons = within(section).getAllByRole('button', { name: /^Disconnetti/ });
    expect(buttons.map((button) => button.textContent)).toEqual(['Disconnetti', 'Disconnetti']);
    expect(screen.getByRole('button', { name: `Disconnetti ${PHONE.displayName}` })).toBeTruthy();
    expect(screen.getByRole('button', { name: `Disconnetti ${TABLET.displayName}` })).toBeTruthy();
  });

  it('signs a device out, says so and shows the list without it', async () => {
    const user = userEvent.setup();
    let removed = false;
    const { fetchMock } = renderMyDevices({
      'GET /api/devices': () => ({
        body: { devices: removed ? [THIS_MAC, TABLET] : [THIS_MAC, PHONE, TABLET] },
      }),
      [DELETE_PHONE]: () => {
        removed = true;
        return { status: 204 };
      },
    });
    await user.click(
      await screen.findByRole('button', { name: `Disconnetti ${PHONE.displayName}` }),
    );
    expect(await screen.findByText('Dispositivo disconnesso')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(PHONE.displayName)).toBeNull());
    expect(screen.getByText(TABLET.displayName)).toBeTruthy();
    const deletes = fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes.map(([input]) => String(input))).toEqual([`/api/devices/${PHONE.id}`]);
  });

  it.each([
    [412, 'failed-precondition', 'Operazione non possibile in questo momento.'],
    [404, 'not-found', 'Non abbiamo trovato ciò che cercavi.'],
    [429, 'resource-exhausted', 'Troppe richieste. Attendi qualche istante e riprova.'],
  ])('shows the refusal (%i) in Italian and reads the list again', async (status, code, text) => {
    const user = userEvent.setup();
    const { devicesReads } = renderMyDevices({
      'GET /api/devices': { body: { devices: [THIS_MAC, PHONE] } },
      [DELETE_PHONE]: { status, body: { error: { code, message: 'refused' } } },
    });
    await user.click(
      await screen.findByRole('button', { name: `Disconnetti ${PHONE.displayName}` }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(text);
    await waitFor(() => expect(devicesReads()).toBe(2));
    expect(screen.queryByText('Dispositivo disconnesso')).toBeNull();
  });

  it('says when the list cannot be read, and reads it again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderMyDevices({
      'GET /api/devices': () =>
        fail
          ? { status: 503, body: { error: { code: 'unavailable', message: 'busy' } } }
          : { body: { devices: [THIS_MAC] } },
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Il negozio è molto impegnato in questo momento. Riprova tra qualche secondo.',
    );
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Riprova' }));
    expect(await screen.findByText(THIS_MAC.displayName)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS } from './audit';
import {
  adminDeviceParamsSchema,
  adminDevicesQuerySchema,
  devicePageCount,
  remoteLogoutRequestSchema,
} from './devices.schema';

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const fields: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) fields[issue.path.join('.')] ??= issue.message;
  return fields;
}

describe('adminDevicesQuerySchema', () => {
  it('defaults to the first page of every device, trimming the search', () => {
    expect(adminDevicesQuerySchema.parse({})).toEqual({ q: '', page: 1 });
    expect(adminDevicesQuerySchema.parse({ q: '  rossi ', page: '3' })).toEqual({
      q: 'rossi',
      page: 3,
    });
  });

  it('refuses bad pages and searches with Italian messages', () => {
    expect(fieldErrors(adminDevicesQuerySchema.safeParse({ page: '0' }))).toEqual({
      page: 'Numero di pagina non valido.',
    });
    expect(adminDevicesQuerySchema.safeParse({ page: 'abc' }).success).toBe(false);
    expect(fieldErrors(adminDevicesQuerySchema.safeParse({ q: 'a\u0000' }))).toEqual({
      q: 'La ricerca contiene caratteri non validi.',
    });
    expect(fieldErrors(adminDevicesQuerySchema.safeParse({ q: 'x'.repeat(101) }))).toEqual({
      q: 'La ricerca può avere al massimo 100 caratteri.',
    });
  });
});

describe('adminDeviceParamsSchema', () => {
  it('takes only ids of the spec’s device_{time}_{random}_{random}_{hash} form', () => {
    const id = 'device_1732000000000_abcd1234_efgh5678_ijkl9012';
    expect(adminDeviceParamsSchema.parse({ deviceId: id })).toEqual({ deviceId: id });
    for (const deviceId of ['1', 'device_1', `${id}_x`, 'DEVICE_1732000000000_abcd_efgh_ijkl']) {
      expect(fieldErrors(adminDeviceParamsSchema.safeParse({ deviceId }))).toEqual({
        deviceId: 'Identificativo del dispositivo non valido.',
      });
    }
  });
});

describe('remoteLogoutRequestSchema', () => {
  it('trims the reason and keeps it as written', () => {
    expect(remoteLogoutRequestSchema.parse({ reason: '  Accesso sospetto  ' })).toEqual({
      reason: 'Accesso sospetto',
    });
    expect(remoteLogoutRequestSchema.parse({ reason: 'x'.repeat(200) }).reason).toHaveLength(200);
  });

  it('requires 1 to 200 storable characters', () => {
    const errorOf = (value: unknown) =>
      fieldErrors(remoteLogoutRequestSchema.safeParse(value)).reason;
    expect(errorOf({})).toBe('Scrivi il motivo della disconnessione.');
    expect(errorOf({ reason: 7 })).toBe('Scrivi il motivo della disconnessione.');
    expect(errorOf({ reason: '   ' })).toBe('Scrivi il motivo della disconnessione.');
    expect(errorOf({ reason: 'x'.repeat(201) })).toBe(
      'Il motivo può avere al massimo 200 caratteri.',
    );
    expect(errorOf({ reason: 'a\u0000b' })).toBe('Il motivo contiene caratteri non validi.');
    expect(errorOf({ reason: '\uD800' })).toBe('Il motivo contiene caratteri non validi.');
  });
});

describe('devicePageCount', () => {
  it('counts whole pages, one at least', () => {
    expect(devicePageCount({ total: 0, pageSize: 25 })).toBe(1);
    expect(devicePageCount({ total: 25, pageSize: 25 })).toBe(1);
    expect(devicePageCount({ total: 26, pageSize: 25 })).toBe(2);
  });
});

describe('device audit actions', () => {
  it('are listed with their Italian labels', () => {
    expect(AUDIT_ACTIONS).toContain('device.remove');
    expect(AUDIT_ACTIONS).toContain('device.remote-logout');
    expect(AUDIT_ACTION_LABELS['device.remove']).toBe('Dispositivo rimosso');
    expect(AUDIT_ACTION_LABELS['device.remote-logout']).toBe(
      'Disconnessione remota di un dispositivo',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  RATE_LIMITS,
  REGISTRATION_CODES_PER_IP_PER_HOUR,
  registrationCodePerIpRule,
} from './rate-limits';

describe('registrationCodePerIpRule', () => {
  it('allows 5 codes per hour to one IP by default', () => {
    expect(REGISTRATION_CODES_PER_IP_PER_HOUR).toBe(5);
    expect(RATE_LIMITS.registrationCodePerIp).toEqual({
      name: 'register-code-ip',
      limit: 5,
      windowMs: 60 * 60 * 1000,
    });
  });

  it('changes only the limit: same counters and window as the default rule', () => {
    expect(registrationCodePerIpRule(1000)).toEqual({
      name: 'register-code-ip',
      limit: 1000,
      windowMs: 60 * 60 * 1000,
    });
    expect(registrationCodePerIpRule(REGISTRATION_CODES_PER_IP_PER_HOUR)).toEqual(
      RATE_LIMITS.registrationCodePerIp,
    );
  });
});

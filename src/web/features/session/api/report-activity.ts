import { apiRequest } from '../../../lib/api-client';

/** "Rimani connesso": the server enforces the same idle limit, so it hears of it too. */
export function reportActivity() {
  return apiRequest('/api/session/activity', { method: 'POST' });
}

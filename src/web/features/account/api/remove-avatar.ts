import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileAnswer } from '../../../../domain/account/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { applyProfileAnswer, profileAnswerSchema } from './get-profile';

/** DELETE /api/account/avatar: back to the initials. */
export function removeAvatar(): Promise<ProfileAnswer> {
  return apiRequest('/api/account/avatar', { method: 'DELETE', schema: profileAnswerSchema });
}

export function useRemoveAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAvatar,
    onSuccess: (answer) => applyProfileAnswer(queryClient, answer),
  });
}

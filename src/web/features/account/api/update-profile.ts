import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileAnswer, ProfileUpdate } from '../../../../domain/account/profile.schema';
import { apiRequest } from '../../../lib/api-client';
import { applyProfileAnswer, profileAnswerSchema } from './get-profile';

/**
 * PATCH /api/account/profile with only the fields that change. 400 with `fields` naming the
 * refused ones (PROFILE_ERRORS): nothing is changed then.
 */
export function updateProfile(update: ProfileUpdate): Promise<ProfileAnswer> {
  return apiRequest('/api/account/profile', {
    method: 'PATCH',
    body: update,
    schema: profileAnswerSchema,
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (answer) => applyProfileAnswer(queryClient, answer),
  });
}

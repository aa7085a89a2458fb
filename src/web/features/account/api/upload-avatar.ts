import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileAnswer } from '../../../../domain/account/profile.schema';
import { uploadWithProgress, type UploadProgress } from '../../../lib/api-client';
import { applyProfileAnswer, profileAnswerSchema } from './get-profile';

/** PUT /api/account/avatar (multipart, one file in "avatar"), with its progress. */
export type AvatarUploadProgress = UploadProgress;

export function uploadAvatar(
  file: File,
  onProgress: (progress: AvatarUploadProgress) => void,
): Promise<ProfileAnswer> {
  const body = new FormData();
  body.append('avatar', file, file.name);
  return uploadWithProgress('/api/account/avatar', {
    method: 'PUT',
    body,
    schema: profileAnswerSchema,
    onProgress,
  });
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      file,
      onProgress,
    }: {
      file: File;
      onProgress: (progress: AvatarUploadProgress) => void;
    }) => uploadAvatar(file, onProgress),
    onSuccess: (answer) => applyProfileAnswer(queryClient, answer),
  });
}

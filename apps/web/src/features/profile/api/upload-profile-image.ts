import type { ProfileUploadRequest, ProfileUploadResponse } from '@portico/contract/storage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { apiPost } from '../../../lib/http';

/** spec 1 §7 POST profile-upload: file as base64 data → success, message, data.profileImage. */
export const uploadProfileImage = (body: ProfileUploadRequest) =>
  apiPost<ProfileUploadResponse>('profile-upload', body);

export function useUploadProfileImage() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['profile', 'image'],
    mutationFn: uploadProfileImage,
    onSuccess: () => client.invalidateQueries({ queryKey: profileQueryKey, exact: true }),
  });
}

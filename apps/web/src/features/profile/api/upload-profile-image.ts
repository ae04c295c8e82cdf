import type { ProfileUploadRequest, ProfileUploadResponse } from '@portico/contract/storage';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { apiPost } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** spec 1 §7 POST profile-upload: file as base64 data → success, message, data.profileImage. */
export const uploadProfileImage = (body: ProfileUploadRequest) =>
  apiPost<ProfileUploadResponse>('profile-upload', body);

export const useUploadProfileImage = () =>
  useRefreshingMutation(['profile', 'image'], uploadProfileImage, profileQueryKey);

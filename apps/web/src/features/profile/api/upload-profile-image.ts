import { type ProfileUploadRequest, storageApi } from '@portico/contract/storage';
import { profileQueryKey } from '../../../lib/api/get-profile';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';

/** spec 1 §7 POST profile-upload: file as base64 data → success, message, data.profileImage. */
export const uploadProfileImage = (body: ProfileUploadRequest) => call(storageApi.profileUpload, { body });

export const useUploadProfileImage = () =>
  useRefreshingMutation(['profile', 'image'], uploadProfileImage, profileQueryKey);

import { type Profile, profileApi } from '@portico/contract/profile';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../api-client';

export const profileQueryKey = ['profile'] as const;

/** spec 1 §7 getprofile: data is a list whose first item is the profile. */
export async function getProfile(): Promise<Profile> {
  const [profile] = await callData(profileApi.profile);
  if (!profile) throw new Error('Profile not found');
  return profile;
}

export const profileQueryOptions = () => queryOptions({ queryKey: profileQueryKey, queryFn: getProfile });

export const useProfile = () => useQuery(profileQueryOptions());

import { careerApi } from '@portico/contract/career';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callData } from '../../../lib/api-client';

/** Career queries start with 'learning': a redeemed coupon (new access) refreshes them too. */
export const careerKey = (id: string) => ['learning', 'career', 'record', id] as const;

/** spec 3 §7 GET capstone/career: the student's record of one career project. */
export const getCareer = (id: string) => callData(careerApi.record, { query: { id } });

export const careerQueryOptions = (id: string) =>
  queryOptions({ queryKey: careerKey(id), queryFn: () => getCareer(id) });

export const useCareer = (id: string) => useQuery({ ...careerQueryOptions(id), enabled: Boolean(id) });

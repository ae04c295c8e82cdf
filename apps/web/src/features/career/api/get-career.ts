import type { CareerRecord, CareerResponse } from '@portico/contract/career';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/http';

/** Career queries start with 'learning': a redeemed coupon (new access) refreshes them too. */
export const careerKey = (id: string) => ['learning', 'career', 'record', id] as const;

/** spec 3 §7 GET capstone/career: the student's record of one career project. */
export async function getCareer(id: string): Promise<CareerRecord> {
  const response = await apiGet<CareerResponse>('capstone/career', { query: { id } });
  if (!response.data) throw new Error('capstone/career answered no record');
  return response.data;
}

export const careerQueryOptions = (id: string) =>
  queryOptions({ queryKey: careerKey(id), queryFn: () => getCareer(id) });

export const useCareer = (id: string) => useQuery({ ...careerQueryOptions(id), enabled: Boolean(id) });

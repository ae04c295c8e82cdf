import type { RemarkRequest, RemarkResponse } from '@portico/contract/score-report';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/http';
import { remarksQueryKey } from './get-remarks';

/** spec 1 §7 POST dashboard/remarks: success shows 'Added Successfully' (the server's message). */
export const addRemark = (body: RemarkRequest) => apiPost<RemarkResponse>('dashboard/remarks', body);

export function useAddRemark() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: ['score-report', 'add-remark'],
    mutationFn: addRemark,
    onSuccess: () => client.invalidateQueries({ queryKey: remarksQueryKey, exact: true }),
  });
}

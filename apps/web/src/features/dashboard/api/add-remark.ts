import type { RemarkRequest, RemarkResponse } from '@portico/contract/score-report';
import { apiPost } from '../../../lib/http';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { remarksQueryKey } from './get-remarks';

/** spec 1 §7 POST dashboard/remarks: success shows 'Added Successfully' (the server's message). */
export const addRemark = (body: RemarkRequest) => apiPost<RemarkResponse>('dashboard/remarks', body);

export const useAddRemark = () =>
  useRefreshingMutation(['score-report', 'add-remark'], addRemark, remarksQueryKey);

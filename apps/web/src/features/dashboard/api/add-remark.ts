import { type RemarkRequest, scoreReportApi } from '@portico/contract/score-report';
import { call } from '../../../lib/api-client';
import { useRefreshingMutation } from '../../../lib/use-refreshing-mutation';
import { remarksQueryKey } from './get-remarks';

/** spec 1 §7 POST dashboard/remarks: success shows 'Added Successfully' (the server's message). */
export const addRemark = (body: RemarkRequest) => call(scoreReportApi.addRemark, { body });

export const useAddRemark = () =>
  useRefreshingMutation(['score-report', 'add-remark'], addRemark, remarksQueryKey);

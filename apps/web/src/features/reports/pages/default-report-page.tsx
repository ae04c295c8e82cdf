import { useNavigate, useParams } from 'react-router';
import { useDefaultReport } from '../api/get-default-report';
import { DefaultReportView } from '../components/default-report-view';
import { ReportFrame } from '../components/report-frame';

/** spec 3 §2 default test report (/report/:id, the id being the student test). */
export function DefaultReportPage() {
  const { id } = useParams();
  const navigate = useNavigate();
  const report = useDefaultReport(id);

  return (
    <ReportFrame report={report} onBack={() => navigate(-1)}>
      {(data) => <DefaultReportView data={data} />}
    </ReportFrame>
  );
}

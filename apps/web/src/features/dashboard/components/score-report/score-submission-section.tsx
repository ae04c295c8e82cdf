import { Stack } from '@mantine/core';
import { useState } from 'react';
import { useRemarks } from '../../api/get-remarks';
import { useScoreReport } from '../../api/get-score-report';
import { ProbeModal } from './probe-modal';
import { RemarksBanner, ScoreBanner } from './score-banners';
import { ScoreFormModal } from './score-form-modal';

/** Answered once per browser session, so the probe does not nag on every visit. */
export const PROBE_STORAGE_KEY = 'portico.scoreProbeAnswered';

const probeAnswered = () => {
  try {
    return window.sessionStorage.getItem(PROBE_STORAGE_KEY) === '1';
  } catch {
    return false;
  }
};
const rememberProbe = () => {
  try {
    window.sessionStorage.setItem(PROBE_STORAGE_KEY, '1');
  } catch {
    // Storage refused (private mode): the probe may ask again next visit.
  }
};

/**
 * spec 1 §2 "Score submission (on the dashboard)": the banner, the remarks banner, the probe modal
 * and the form with the remarks. The dashboard renders it when productDetails.ieltsScoreEnabled.
 */
export function ScoreSubmissionSection() {
  const report = useScoreReport();
  const remarks = useRemarks();
  const [formOpen, setFormOpen] = useState(false);
  const [probeDone, setProbeDone] = useState(probeAnswered);

  const record = report.data;
  if (!record) return null;
  const list = remarks.data ?? [];
  const probeOpen = !probeDone && !formOpen && record.enableScoreFromStudents && !record.ieltsTrfUploaded;

  const answerProbe = (interested: boolean) => {
    rememberProbe();
    setProbeDone(true);
    if (interested) setFormOpen(true);
  };

  return (
    <Stack gap="sm">
      <ScoreBanner
        uploaded={record.ieltsTrfUploaded}
        enabled={record.enableScoreFromStudents}
        onOpen={() => setFormOpen(true)}
      />
      <RemarksBanner latest={list[0]} onOpen={() => setFormOpen(true)} />
      <ProbeModal
        opened={probeOpen}
        onInterested={() => answerProbe(true)}
        onNotInterested={() => answerProbe(false)}
      />
      <ScoreFormModal opened={formOpen} onClose={() => setFormOpen(false)} record={record} remarks={list} />
    </Stack>
  );
}

import { Box, Stack } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { deferredPart, preloadParts } from '../../../../lib/deferred-part';
import { useAnswerScoreProbe } from '../../api/answer-score-probe';
import { useRemarks } from '../../api/get-remarks';
import { useScoreReport } from '../../api/get-score-report';
import { RemarksBanner, ScoreBanner, ScoreBannerLoading } from './score-banners';

// The form (react-hook-form, the date and number inputs, the upload) loads when the student first
// opens it, not with the dashboard (issue 39: 30 KB of the dashboard's first load).
const ScoreFormModal = lazy(() => import('./score-form-modal').then((m) => ({ default: m.ScoreFormModal })));
// The probe's dialog (Mantine's Modal, its focus trap and scroll lock) only for a student it asks;
// the section holds its outline until the dialog can open with the banner (below). The dialog is
// itself a part of the 'modal' group, which shows nothing until its code is in: the probe waits for
// it too, or it would open a moment after the banner, over a click meant for the page.
const ProbeModal = deferredPart('dashboard', async () => {
  const { ProbeModal: view } = await import('./probe-modal');
  await preloadParts('modal');
  return view;
});

/**
 * spec 1 §2 "Score submission (on the dashboard)": the banner, the remarks banner, the probe modal
 * and the form with the remarks. The dashboard renders it when productDetails.ieltsScoreEnabled.
 */
export function ScoreSubmissionSection() {
  const report = useScoreReport();
  const remarks = useRemarks();
  const [formOpen, setFormOpen] = useState(false);
  // Kept once opened, so that closing it plays the modal's own transition.
  const [formWanted, setFormWanted] = useState(false);
  if (formOpen && !formWanted) setFormWanted(true);
  // The answer is the server's (decision 017): once given, either way, no device asks again.
  const [probeDone, setProbeDone] = useState(false);
  const answer = useAnswerScoreProbe();

  const record = report.data;
  // Marked busy while it loads: the probe may open once it has (pages and journeys wait for it).
  // The banner's outline holds its room, so the cards below do not move when it arrives.
  if (report.isPending) return <ScoreBannerLoading />;
  if (!record) return null;
  const list = remarks.data ?? [];
  const probeOpen =
    !probeDone &&
    !record.probeAnswered &&
    !formOpen &&
    record.enableScoreFromStudents &&
    !record.ieltsTrfUploaded;

  const answerProbe = (interested: boolean) => {
    setProbeDone(true);
    answer.mutate({ interested });
    if (interested) setFormOpen(true);
  };

  // A probe that opens after the page has settled would catch a click meant for something else.
  return (
    <Suspense fallback={<ScoreBannerLoading />}>
      <Stack gap="sm">
        <ScoreBanner
          uploaded={record.ieltsTrfUploaded}
          enabled={record.enableScoreFromStudents}
          reward={record.reward}
          onOpen={() => setFormOpen(true)}
        />
        <RemarksBanner latest={list[0]} onOpen={() => setFormOpen(true)} />
        {(probeOpen || probeDone) && (
          <ProbeModal
            opened={probeOpen}
            onInterested={() => answerProbe(true)}
            onNotInterested={() => answerProbe(false)}
          />
        )}
        {formWanted && (
          <Suspense fallback={<Box aria-busy="true" aria-label="Opening the score form" />}>
            <ScoreFormModal
              opened={formOpen}
              onClose={() => setFormOpen(false)}
              record={record}
              remarks={list}
            />
          </Suspense>
        )}
      </Stack>
    </Suspense>
  );
}

import {
  type AudioPlayData,
  AudioPlayMessages,
  type AudioPlayRequest,
  runnerRules,
  type SectionAudio,
} from '@portico/contract/exam-profile';
import type { AudioPlays } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { AssessmentMessages, type Student } from './assessment.messages';
import type { AssessmentRepository, StudentTestRow } from './assessment.repository';
import { contentOf } from './attempt-reads';

/**
 * A section recording's next play, if the attempt's rules allow it (EXAM-PROFILES.md: IELTS
 * Listening, PTE and CELPIP recordings play once; a practice test may allow more). Pure.
 */
export function admitPlay(
  current: AudioPlays | undefined,
  allowed: number | null,
  now: Date,
): { next: AudioPlays } | { refused: string } {
  const count = current?.count ?? 0;
  if (allowed !== null && count >= allowed) return { refused: AudioPlayMessages.playedOut };
  return { next: { count: count + 1, lastStartedAt: now.toISOString() } };
}

/**
 * audio-play: the runner asks before it starts a section's recording; the count is kept with the
 * attempt under its lock, so neither a reload nor a second tab nor a hand-made request plays it
 * again beyond what the test allows.
 */
export async function playSectionAudio(
  repo: AssessmentRepository,
  student: Student,
  request: AudioPlayRequest,
  now: Date,
): Promise<AudioPlayData> {
  return repo.withAttempt(student.companyCode, student.id, request.testId, async (tx, attempt) => {
    if (!attempt) throw notFound(AssessmentMessages.testNotFound);
    if (attempt.status !== 'InProgress') throw conflict(AudioPlayMessages.ended);
    if (!attempt.itemOrder[request.sectionId]) throw notFound(AudioPlayMessages.notInTest);
    const content = await contentOf(tx, student.companyCode, attempt.testId, attempt);
    const section = content.sections.find((s) => s.id === request.sectionId);
    if (!section?.audioUrl) throw notFound(AudioPlayMessages.notInTest);
    const allowed = runnerRules(
      content.test.template,
      content.test.examFamily,
      content.test.relaxes,
    ).audioPlays;
    const admitted = admitPlay(attempt.audioPlays[request.sectionId], allowed, now);
    if ('refused' in admitted) throw conflict(admitted.refused);
    await tx.updateAudioPlays(attempt.id, { ...attempt.audioPlays, [request.sectionId]: admitted.next });
    return { plays: admitted.next.count, allowed };
  });
}

/** Each section recording's plays, as a launch tells the runner. */
export function sectionAudio(attempt: StudentTestRow, now: Date): SectionAudio[] {
  return Object.entries(attempt.audioPlays).map(([sectionId, p]) => ({
    sectionId,
    plays: p.count,
    startedSecondsAgo: Math.max(0, Math.round((now.getTime() - new Date(p.lastStartedAt).getTime()) / 1000)),
  }));
}

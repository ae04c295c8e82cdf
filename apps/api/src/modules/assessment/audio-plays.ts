import {
  type AudioPlayData,
  AudioPlayMessages,
  type AudioPlayRequest,
  recordingPlays,
  runnerRules,
  type SectionAudio,
} from '@portico/contract/exam-profile';
import type { AudioPlays } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { AssessmentMessages, type Student } from './assessment.messages';
import type { AssessmentRepository } from './assessment.repository';
import type { StudentTestRow } from './attempt.repository';
import { contentOf } from './attempt-reads';
import { handedOut } from './attempt-start';

/**
 * A recording's next play, if the attempt's rules allow it (EXAM-PROFILES.md: IELTS Listening, PTE
 * and CELPIP recordings play once; a practice test may allow more; a question's own recording may
 * carry its own limit, as Duolingo's Listen and Type does). Pure.
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
    const requested = request.itemId ?? request.sectionId ?? '';
    const sectionItems = request.itemId
      ? Object.values(attempt.itemOrder).find((ids) => ids.includes(requested))
      : attempt.itemOrder[requested];
    if (!sectionItems) throw notFound(AudioPlayMessages.notInTest);
    // A recording of a section whose questions are not handed out yet stays unheard (decision 007).
    const sectionId = Object.entries(attempt.itemOrder).find(([, ids]) => ids === sectionItems)?.[0] ?? '';
    if (!handedOut(attempt)(sectionId)) throw conflict(AudioPlayMessages.notStarted);
    const content = await contentOf(tx, student.companyCode, attempt.testId, attempt);
    const audioOf = (itemId: string) => content.items.find((i) => i.id === itemId)?.media?.audio;
    const recording = request.itemId
      ? audioOf(requested)
      : content.sections.find((s) => s.id === requested)?.audioUrl;
    if (!recording) throw notFound(AudioPlayMessages.notInTest);
    // Questions of a section about one recording (CELPIP) share it: it is counted by the first of them.
    const key = request.itemId
      ? (sectionItems.find((id) => audioOf(id) === recording) ?? requested)
      : requested;
    const rules = runnerRules(content.test.template, content.test.examFamily, content.test.relaxes);
    // A question's own recording may carry its own limit (decision 039: Listen and Type, 3 plays).
    const allowed = request.itemId
      ? recordingPlays(rules, content.items.find((i) => i.id === key)?.audioPlays)
      : rules.audioPlays;
    const admitted = admitPlay(attempt.audioPlays[key], allowed, now);
    if ('refused' in admitted) throw conflict(admitted.refused);
    await tx.attempts.updateAudioPlays(attempt.id, { ...attempt.audioPlays, [key]: admitted.next });
    return { plays: admitted.next.count, allowed };
  });
}

/** Each recording's plays (a section's, or a question's own), as a launch tells the runner. */
export function sectionAudio(attempt: StudentTestRow, now: Date): SectionAudio[] {
  const sectionOf = (id: string) =>
    Object.entries(attempt.itemOrder).find(([, ids]) => ids.includes(id))?.[0] ?? '';
  return Object.entries(attempt.audioPlays).map(([id, p]) => ({
    ...(attempt.itemOrder[id] ? { sectionId: id, itemId: null } : { sectionId: sectionOf(id), itemId: id }),
    plays: p.count,
    startedSecondsAgo: Math.max(0, Math.round((now.getTime() - new Date(p.lastStartedAt).getTime()) / 1000)),
  }));
}

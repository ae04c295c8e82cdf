import type { AudioPlayData, AudioPlayRequest } from '@portico/contract/exam-profile';
import type { Clock } from '../../lib/clock';
import type { Student } from './assessment.messages';
import type { AssessmentRepository } from './assessment.repository';
import { playSectionAudio } from './audio-plays';
import { launchQuiz, quizStatus } from './quiz';

/** A lesson's quiz (test-launch, quiz-status) and a running test's section recordings (audio-play). */
export class QuizService {
  constructor(
    private readonly repo: AssessmentRepository,
    private readonly clock: Clock,
  ) {}

  launch(student: Student, token: string) {
    return launchQuiz(this.repo, student, token);
  }

  status(student: Student, testId: string) {
    return quizStatus(this.repo, student, testId);
  }

  playSectionAudio(student: Student, request: AudioPlayRequest): Promise<AudioPlayData> {
    return playSectionAudio(this.repo, student, request, this.clock.now());
  }
}

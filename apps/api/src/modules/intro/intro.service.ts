import type { IntroStep } from '@portico/contract/intro';
import type { IntroRepository, IntroStepRow } from './intro.repository';

export class IntroService {
  constructor(private readonly repo: IntroRepository) {}

  /** spec 3 §7 GET intro: the host company's active steps. */
  async steps(companyCode: string): Promise<IntroStep[]> {
    return (await this.repo.activeSteps(companyCode)).map(present);
  }
}

function present(r: IntroStepRow): IntroStep {
  return { id: r.id, title: r.title, type: r.type, content: r.content, actionUrl: r.actionUrl };
}

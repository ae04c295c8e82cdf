import { Modal } from '@mantine/core';
import type { ScoreExam, ScoreTargets } from '@portico/contract/score-meaning';
import { ScoreTargetsForm } from './score-targets-form';

interface ScoreTargetsDialogProps {
  opened: boolean;
  onClose: () => void;
  title: string;
  exam: ScoreExam;
  targets: ScoreTargets;
}

/**
 * The meaning card's 'Set a target' dialog. Its own module: the dashboard and the report load
 * Mantine's Modal (its focus trap, scroll lock and transitions) when a student first opens it.
 */
export function ScoreTargetsDialog({ opened, onClose, title, exam, targets }: ScoreTargetsDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg">
      <ScoreTargetsForm exam={exam} targets={targets} onSaved={onClose} />
    </Modal>
  );
}

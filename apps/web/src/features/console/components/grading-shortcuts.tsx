import { Kbd } from '@mantine/core';
import { Fragment } from 'react';
import { Dialog } from '../../../components/dialog';
import { GRADING_SHORTCUTS } from '../hooks/use-grading-keys';
import classes from './grading-bar.module.css';

/** The workspace's keyboard shortcuts, opened with '?' or its button. */
export function GradingShortcuts({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Dialog opened={opened} onClose={onClose} title="Keyboard shortcuts" size="lg">
      <dl className={classes.keys}>
        {GRADING_SHORTCUTS.map((s) => (
          <Fragment key={s.what}>
            <dt>
              {s.keys.map((k, i) => (
                <Fragment key={k}>
                  {i > 0 && ' '}
                  {k === '…' ? '…' : <Kbd>{k}</Kbd>}
                </Fragment>
              ))}
            </dt>
            <dd>{s.what}</dd>
          </Fragment>
        ))}
      </dl>
    </Dialog>
  );
}

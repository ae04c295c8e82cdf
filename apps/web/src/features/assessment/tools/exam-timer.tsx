import { Button } from '@mantine/core';
import { useState } from 'react';
import classes from './exam-timer.module.css';
import { type TimerProfile, timerView } from './timer-rules';

interface ExamTimerProps {
  profile: TimerProfile;
  /** Whole seconds left, from the runner's countdown. */
  remaining: number;
}

/** A clock face, so that the low state does not rest on colour alone (WCAG 1.4.1). */
function ClockIcon() {
  return (
    <svg className={classes.icon} viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="8" cy="8" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M8 4.5V8l2.5 1.5" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The runner's clock as the exam shows it (timer-rules.ts). The ticking text is deliberately not a
 * live region: a screen reader would otherwise read every second; the marks go to a status
 * region instead, which stays mounted so that a new message is announced.
 */
export function ExamTimer({ profile, remaining }: ExamTimerProps) {
  const [hidden, setHidden] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const view = timerView(profile, remaining, { hidden, hovered: hovered || focused });

  // Once the exam shows the clock for good, a later resync adding time must not hide it again.
  if (hidden && view.toggle === null) setHidden(false);

  const toggle = () => {
    // The clock leaves the page without a mouseleave or blur, so it would come back revealed.
    setHovered(false);
    setFocused(false);
    setHidden((was) => !was);
  };

  const reveal = profile.secondsOnHover
    ? {
        onMouseEnter: () => setHovered(true),
        onMouseLeave: () => setHovered(false),
        onFocus: () => setFocused(true),
        onBlur: () => setFocused(false),
      }
    : {};

  return (
    <div className={classes.root}>
      {view.visible && (
        <div
          role="timer"
          aria-label="Time remaining"
          className={classes.timer}
          data-low={view.low || undefined}
          data-flashing={view.flashing || undefined}
          tabIndex={profile.secondsOnHover ? 0 : undefined}
          {...reveal}
        >
          {view.low && <ClockIcon />}
          {view.text}
        </div>
      )}
      {view.toggle && (
        <Button size="xs" variant="default" className={classes.toggle} onClick={toggle}>
          {view.toggle}
        </Button>
      )}
      <span role="status" className="visually-hidden">
        {view.announcement}
      </span>
    </div>
  );
}

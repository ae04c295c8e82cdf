import type { ReactNode } from 'react';
import classes from './native-choice.module.css';

interface NativeChoiceProps {
  type: 'radio' | 'checkbox';
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: ReactNode;
  /** A radio group's shared name: the arrows move between its radios. */
  name?: string;
  value?: string;
  disabled?: boolean;
  /** The name a screen reader gives the box, when the visible label is not enough. */
  ariaLabel?: string;
  className?: string;
  labelClassName?: string;
}

/**
 * A radio or checkbox of the test runner: the browser's own input inside its label (keyboard,
 * touch and screen readers as the platform does them), drawn in the brand's colour. Mantine's Radio
 * and Checkbox cost each option several components on a phone's first render (issue 39).
 */
export function NativeChoice({
  type,
  checked,
  onChange,
  label,
  name,
  value,
  disabled = false,
  ariaLabel,
  className,
  labelClassName,
}: NativeChoiceProps) {
  return (
    <label
      className={[classes.choice, className].filter(Boolean).join(' ')}
      data-disabled={disabled || undefined}
    >
      <input
        type={type}
        className={classes.input}
        name={name}
        value={value}
        checked={checked}
        disabled={disabled}
        aria-label={ariaLabel}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span className={[classes.label, labelClassName].filter(Boolean).join(' ')}>{label}</span>
    </label>
  );
}

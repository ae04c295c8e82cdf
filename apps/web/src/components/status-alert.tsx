import { Alert, type AlertProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon, InfoIcon } from './icons';

type Tone = 'error' | 'success' | 'info';

const TONES: Record<Tone, { color: string; icon: ReactNode; role: 'alert' | 'status' }> = {
  error: { color: 'red', icon: <AlertIcon size={20} />, role: 'alert' },
  success: { color: 'green', icon: <CheckIcon size={20} />, role: 'status' },
  info: { color: 'blue', icon: <InfoIcon size={20} />, role: 'status' },
};

interface StatusAlertProps extends Omit<AlertProps, 'color' | 'icon'> {
  tone: Tone;
}

/** spec 1 §8: server messages in a red (failure) or green (success) alert. */
export function StatusAlert({ tone, children, ...props }: StatusAlertProps) {
  const { color, icon, role } = TONES[tone];
  return (
    <Alert variant="light" color={color} icon={icon} role={role} radius="md" {...props}>
      {children}
    </Alert>
  );
}

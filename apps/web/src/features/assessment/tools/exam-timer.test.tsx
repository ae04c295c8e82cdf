// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { ExamTimer } from './exam-timer';
import { timerProfile } from './timer-rules';

beforeAll(stubBrowser);
afterEach(cleanup);

const renderTimer = (template: string, remaining: number) => {
  const profile = timerProfile(template);
  const ui = (seconds: number) => (
    <MantineProvider>
      <ExamTimer profile={profile} remaining={seconds} />
    </MantineProvider>
  );
  const result = render(ui(remaining));
  return { tick: (seconds: number) => result.rerender(ui(seconds)) };
};
const timer = () => screen.getByRole('timer', { name: 'Time remaining' });
const noTimer = () => expect(screen.queryByRole('timer')).toBeNull();
const status = () => screen.getByRole('status').textContent;
const button = (name: string) => screen.getByRole('button', { name });

describe('ExamTimer on IELTS', () => {
  it('hides and shows again, with no timer on the page while hidden', async () => {
    renderTimer('ielts', 29 * 60 + 14);
    expect(timer().textContent).toBe('29 minutes left');
    await userEvent.click(button('Hide time'));
    noTimer();
    // The same button, relabelled: a keyboard user keeps their place.
    expect(document.activeElement).toBe(button('Show time'));
    await userEvent.click(button('Show time'));
    expect(timer().textContent).toBe('29 minutes left');
    expect(button('Hide time')).toBeTruthy();
  });

  it('reveals the seconds while hovered or focused', async () => {
    renderTimer('ielts', 29 * 60 + 14);
    await userEvent.hover(timer());
    expect(timer().textContent).toBe('29:14');
    await userEvent.unhover(timer());
    expect(timer().textContent).toBe('29 minutes left');
    await userEvent.tab();
    expect(document.activeElement).toBe(timer());
    expect(timer().textContent).toBe('29:14');
    await userEvent.tab();
    expect(document.activeElement).toBe(button('Hide time'));
    expect(timer().textContent).toBe('29 minutes left');
  });

  it('comes back from hiding without the seconds it showed under the pointer', async () => {
    renderTimer('ielts', 29 * 60 + 14);
    await userEvent.hover(timer());
    await userEvent.click(button('Hide time'));
    await userEvent.click(button('Show time'));
    expect(timer().textContent).toBe('29 minutes left');
  });

  it('turns red and bold at 10 minutes, flashes, and says so once at 10 and 5 minutes', () => {
    const { tick } = renderTimer('ielts', 601);
    expect(timer().hasAttribute('data-low')).toBe(false);
    expect(status()).toBe('');
    tick(600);
    expect(timer().textContent).toBe('10 minutes left');
    expect(timer().hasAttribute('data-low')).toBe(true);
    expect(timer().hasAttribute('data-flashing')).toBe(true);
    expect(status()).toBe('10 minutes left');
    tick(590);
    expect(timer().hasAttribute('data-flashing')).toBe(false);
    expect(status()).toBe('');
    tick(300);
    expect(timer().hasAttribute('data-flashing')).toBe(true);
    expect(status()).toBe('5 minutes left');
    tick(45);
    expect(timer().textContent).toBe('45 seconds left');
  });

  it('does not read the ticking clock aloud, but still says the marks while hidden', async () => {
    const { tick } = renderTimer('ielts', 601);
    expect(timer().hasAttribute('aria-live')).toBe(false);
    await userEvent.click(button('Hide time'));
    tick(600);
    noTimer();
    expect(status()).toBe('10 minutes left');
  });
});

describe('ExamTimer on GRE', () => {
  it('hides with Hide Time, then shows itself at 5 minutes with seconds and cannot be hidden', async () => {
    const { tick } = renderTimer('grelayout', 3900);
    expect(timer().textContent).toBe('1:05');
    expect(timer().hasAttribute('tabindex')).toBe(false);
    await userEvent.click(button('Hide Time'));
    noTimer();
    tick(301);
    noTimer();
    expect(button('Show Time')).toBeTruthy();
    tick(300);
    expect(timer().textContent).toBe('5:00');
    expect(timer().hasAttribute('data-low')).toBe(true);
    expect(status()).toBe('5 minutes left');
    expect(screen.queryByRole('button')).toBeNull();
    tick(299);
    expect(timer().textContent).toBe('4:59');
  });

  it('stays shown when time is added back after the 5-minute mark', async () => {
    const { tick } = renderTimer('grelayout', 301);
    await userEvent.click(button('Hide Time'));
    tick(300);
    tick(400);
    expect(timer().textContent).toBe('0:06');
    expect(button('Hide Time')).toBeTruthy();
  });
});

describe('ExamTimer on the SAT', () => {
  it('hides with Hide until 5 minutes are left, then shows itself in red for good', async () => {
    const { tick } = renderTimer('sat-digital', 32 * 60);
    expect(timer().textContent).toBe('32:00');
    await userEvent.click(button('Hide'));
    noTimer();
    tick(301);
    expect(button('Show')).toBeTruthy();
    tick(300);
    expect(timer().textContent).toBe('05:00');
    expect(timer().hasAttribute('data-low')).toBe(true);
    expect(status()).toBe('5 minutes left');
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('ExamTimer on Portico’s own tests', () => {
  it('always shows h:mm:ss or mm:ss, red in the last minute, with nothing to press or focus', async () => {
    const { tick } = renderTimer('default', 3600);
    expect(timer().textContent).toBe('1:00:00');
    expect(screen.queryByRole('button')).toBeNull();
    expect(timer().hasAttribute('tabindex')).toBe(false);
    await userEvent.hover(timer());
    expect(timer().textContent).toBe('1:00:00');
    tick(61);
    expect(timer().hasAttribute('data-low')).toBe(false);
    tick(60);
    expect(timer().textContent).toBe('01:00');
    expect(timer().hasAttribute('data-low')).toBe(true);
    expect(status()).toBe('');
  });
});

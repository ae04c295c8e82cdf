// @vitest-environment jsdom
import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubBrowser } from '../../../test/stub-browser';
import { FakeAudioContext, getUserMedia, stopTrack, stubRecording } from '../items/recorder-fakes';
import { EquipmentCheck, HEARING_SECONDS } from './equipment-check';

beforeAll(stubBrowser);
beforeEach(() => {
  stubRecording();
  FakeAudioContext.install();
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const settle = () => act(async () => {});
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const show = () =>
  render(
    <MantineProvider>
      <EquipmentCheck />
    </MantineProvider>,
  );
const status = () => screen.getByRole('status').textContent;

describe('EquipmentCheck (PTE: the microphone before the test)', () => {
  it('hears a voice: the level moves and the microphone is ready; leaving closes it', async () => {
    const view = show();
    fireEvent.click(screen.getByRole('button', { name: 'Check microphone' }));
    await settle();
    expect(getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(status()).toBe('Speak now: say a sentence as you will in the test.');
    FakeAudioContext.amplitude = 0.1;
    wait(200);
    expect(status()).toBe('Portico hears you. Your microphone is ready.');
    const level = Number(
      screen.getByRole('progressbar', { name: 'Microphone level' }).getAttribute('aria-valuenow'),
    );
    expect(level).toBeGreaterThan(20);
    // Still ready when the time to hear is over; Start Test (the page leaving) closes the microphone.
    wait(HEARING_SECONDS * 1000);
    expect(status()).toBe('Portico hears you. Your microphone is ready.');
    expect(stopTrack).not.toHaveBeenCalled();
    view.unmount();
    expect(stopTrack).toHaveBeenCalled();
    expect(FakeAudioContext.listener()?.close).toHaveBeenCalled();
  });

  it('hears nothing for 10 seconds: says so and lets go of the microphone', async () => {
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Check microphone' }));
    await settle();
    wait(HEARING_SECONDS * 1000 - 100);
    expect(status()).toBe('Speak now: say a sentence as you will in the test.');
    wait(200);
    expect(status()).toContain('Portico cannot hear you.');
    expect(stopTrack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Check again' })).toBeTruthy();
  });

  it('a refused microphone is named, with what to do', async () => {
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    show();
    fireEvent.click(screen.getByRole('button', { name: 'Check microphone' }));
    await settle();
    expect(status()).toBe(
      'Portico cannot use your microphone. Allow it in your browser’s site settings, then check it again.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { COMPILE_MESSAGE_BYTES, compilerMessage, ranOutOfMemory, signalName } from './case-outcome';

const c = { memoryMessages: ['std::bad_alloc'], crashNearLimitIsMemory: true };
const php = { memoryMessages: ['Allowed memory size'], crashNearLimitIsMemory: false };

describe('what both runners decide the same way', () => {
  it('names a signal by its usual name, and an unknown one by its number', () => {
    expect(signalName(6)).toBe('SIGABRT');
    expect(signalName(11)).toBe('SIGSEGV');
    expect(signalName(250)).toBe('SIG250');
  });

  it('takes a crash for the memory limit by its message, or near the limit for C and C++ only', () => {
    expect(ranOutOfMemory(c, ['', 'terminate: std::bad_alloc'], 10, 1000)).toBe(true);
    expect(ranOutOfMemory(c, ['', ''], 900, 1000)).toBe(true);
    expect(ranOutOfMemory(c, ['', ''], 899, 1000)).toBe(false);
    expect(ranOutOfMemory(c, ['', ''], null, 1000)).toBe(false);
    expect(ranOutOfMemory(php, ['', ''], 1000, 1000)).toBe(false);
    expect(ranOutOfMemory(php, ['Fatal error: Allowed memory size of 1 bytes exhausted', ''], 0, 1000)).toBe(
      true,
    );
  });

  it('keeps the compiler’s non-empty words, cleaned, at most 16 KB and never half a character', () => {
    const parts = [Buffer.from('  /box/main.c:1: error  \n'), Buffer.from(''), Buffer.from('note')];
    expect(compilerMessage(parts, (t) => t.replaceAll('/box/', ''))).toBe('main.c:1: error\nnote');
    expect(compilerMessage([Buffer.from(' \n')])).toBe('Compilation failed');
    const long = compilerMessage([Buffer.from(`${'a'.repeat(COMPILE_MESSAGE_BYTES - 1)}é and more`)]);
    expect(long).toBe(`${'a'.repeat(COMPILE_MESSAGE_BYTES - 1)}\n…`);
  });
});

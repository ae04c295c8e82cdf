import { constants as osConstants } from 'node:os';
import type { LanguageSpec } from './languages';

/**
 * What both runners decide the same way about a case or a compile, whatever ran it: a signal's
 * name, whether a crash was the memory limit, and the compiler's message as a student reads it.
 */

/** The longest compiler message kept. */
export const COMPILE_MESSAGE_BYTES = 16 * 1024;
/** A crash with this much of the memory limit in use is taken to be the limit (C and C++). */
const NEAR_MEMORY_LIMIT = 0.9;

/** Signal numbers to names; of two names for one number (SIGABRT, SIGIOT) the first, usual one. */
const signalNames = new Map<number, string>();
for (const [name, n] of Object.entries(osConstants.signals)) {
  if (!signalNames.has(n)) signalNames.set(n, name);
}

export function signalName(n: number): string {
  return signalNames.get(n) ?? `SIG${n}`;
}

/**
 * Whether a program that failed ran out of memory: its output names the exhaustion
 * (LanguageSpec.memoryMessages: the JVM's OutOfMemoryError, PHP's 'Allowed memory size', C++'s
 * std::bad_alloc) or, for C and C++, whose allocations fail at the limit and then usually end in
 * SIGSEGV or SIGABRT, the memory it used reached 90% of the limit.
 */
export function ranOutOfMemory(
  language: Pick<LanguageSpec, 'memoryMessages' | 'crashNearLimitIsMemory'>,
  output: readonly string[],
  usedKb: number | null | undefined,
  limitKb: number,
): boolean {
  if (language.memoryMessages.some((m) => output.some((t) => t.includes(m)))) return true;
  return (
    language.crashNearLimitIsMemory && typeof usedKb === 'number' && usedKb >= limitKb * NEAR_MEMORY_LIMIT
  );
}

/** The first `bytes` bytes as UTF-8 text (a character cut in two is dropped; invalid bytes read U+FFFD). */
export function capped(buffer: Buffer, bytes: number): { text: string; exceeded: boolean } {
  if (buffer.length <= bytes) return { text: buffer.toString('utf8'), exceeded: false };
  // A streaming decode holds back an incomplete sequence at the end instead of emitting U+FFFD.
  const text = new TextDecoder('utf-8').decode(buffer.subarray(0, Math.max(0, bytes)), { stream: true });
  return { text, exceeded: true };
}

/**
 * The compiler's words as a student reads them: the non-empty parts, trimmed, one per line, made
 * readable by `clean` (the sandbox drops its paths), at most COMPILE_MESSAGE_BYTES.
 */
export function compilerMessage(
  parts: readonly Buffer[],
  clean: (text: string) => string = (t) => t,
): string {
  const text = clean(
    parts
      .map((b) => b.toString('utf8').trim())
      .filter(Boolean)
      .join('\n'),
  );
  if (!text) return 'Compilation failed';
  const { text: kept, exceeded } = capped(Buffer.from(text, 'utf8'), COMPILE_MESSAGE_BYTES);
  return exceeded ? `${kept}\n…` : kept;
}

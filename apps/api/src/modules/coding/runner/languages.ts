import type { CodingLanguage } from '@portico/contract/coding';
import type { RunLimits } from './code-runner';

/**
 * How the sandbox runner compiles and runs each language (decision 025): Debian's gcc, g++,
 * OpenJDK 17 and php-cli, called inside bubblewrap. Inside the sandbox the student's folder is
 * `/box` (source and compiled program) and the writable scratch directory is `/tmp`.
 */

export const MB = 1024 * 1024;

/** Where the student's folder is inside the sandbox. */
export const BOX = '/box';

/** One limited step inside the sandbox: the program (absolute path first) and its address space. */
export interface SandboxStep {
  argv: string[];
  /** RLIMIT_AS in bytes (virtual memory, so far more than the memory a program touches for Java). */
  addressSpaceBytes: number;
}

export interface LanguageSpec {
  /** The file the source is written to, in `/box`. */
  sourceFile: string;
  /** What must be installed on this machine (the sandbox binds /usr read-only). */
  tools: string[];
  /** The Debian package that brings them (for the log when a tool is missing). */
  packageName: string;
  /** Compiles (or, for PHP, lints) in `/box`, the working directory. */
  compile(limits: RunLimits): SandboxStep;
  /** A file the compile step must have made; its absence is a compile error with this message. */
  produces?: { file: string; message: string };
  /** Runs one case; the working directory is `/tmp`. */
  run(limits: RunLimits): SandboxStep;
  /** Text in stdout or stderr meaning the program ran out of memory. */
  memoryMessages: string[];
  /**
   * Whether a program that crashed (a signal or a non-zero exit) while its resident memory was near
   * the limit counts as memory-limit: C and C++, whose allocations fail at RLIMIT_AS and then usually
   * end in SIGSEGV (a NULL pointer written to) or SIGABRT.
   */
  crashNearLimitIsMemory: boolean;
}

/** The JVM's options that start fast and keep its own memory small; the heap is added per run. */
const JVM_OPTIONS = [
  '-XX:+UseSerialGC',
  '-XX:TieredStopAtLevel=1',
  '-Xshare:auto',
  '-XX:-UsePerfData',
  // The JVM's own messages and warnings (an OutOfMemoryError's, a thread it could not start) go to
  // stderr, never into the program's output.
  '-XX:+DisplayVMOutputToStderr',
  '-Xlog:disable',
  '-Xlog:all=warning:stderr',
  '-XX:ReservedCodeCacheSize=64m',
  '-XX:CompressedClassSpaceSize=64m',
  '-XX:MaxMetaspaceSize=128m',
];

/**
 * Address space the JVM gets beyond its heap. With JVM_OPTIONS it reserves about 1 GB besides the
 * heap, most of it the 64 MB stacks (-Xss64m, for deep recursion) of its own nine Java threads; the
 * rest leaves room for about 16 threads of the program's. The heap itself is bounded by -Xmx, so
 * only native allocations could reach this limit.
 */
const JVM_OVERHEAD_BYTES = 2048 * MB;

/** Room for the C library, the program's code and its stack beyond what it allocates. */
const NATIVE_OVERHEAD_BYTES = 32 * MB;

export const LANGUAGES: Record<CodingLanguage, LanguageSpec> = {
  c: {
    sourceFile: 'main.c',
    tools: ['/usr/bin/gcc'],
    packageName: 'gcc',
    compile: () => ({
      argv: ['/usr/bin/gcc', '-O2', '-std=gnu17', '-pipe', '-o', 'main', 'main.c', '-lm'],
      addressSpaceBytes: 2048 * MB,
    }),
    run: (limits) => ({
      argv: [`${BOX}/main`],
      addressSpaceBytes: limits.memoryMb * MB + NATIVE_OVERHEAD_BYTES,
    }),
    memoryMessages: [],
    crashNearLimitIsMemory: true,
  },
  cpp: {
    sourceFile: 'main.cpp',
    tools: ['/usr/bin/g++'],
    packageName: 'g++',
    compile: () => ({
      argv: ['/usr/bin/g++', '-O2', '-std=gnu++17', '-pipe', '-o', 'main', 'main.cpp'],
      addressSpaceBytes: 2048 * MB,
    }),
    run: (limits) => ({
      argv: [`${BOX}/main`],
      addressSpaceBytes: limits.memoryMb * MB + NATIVE_OVERHEAD_BYTES,
    }),
    memoryMessages: ['std::bad_alloc'],
    crashNearLimitIsMemory: true,
  },
  java: {
    sourceFile: 'Main.java',
    tools: ['/usr/bin/javac', '/usr/bin/java'],
    packageName: 'openjdk-17-jdk-headless',
    compile: () => ({
      argv: [
        '/usr/bin/javac',
        '-J-Xmx256m',
        ...JVM_OPTIONS.map((o) => `-J${o}`),
        '-encoding',
        'UTF-8',
        // No annotation processors: nothing of the student's runs while compiling.
        '-proc:none',
        '-d',
        '.',
        'Main.java',
      ],
      addressSpaceBytes: 256 * MB + JVM_OVERHEAD_BYTES,
    }),
    produces: {
      file: 'Main.class',
      message: 'Main.java: the program needs a class named Main (public class Main { ... })',
    },
    run: (limits) => ({
      argv: [
        '/usr/bin/java',
        `-Xmx${limits.memoryMb}m`,
        '-Xss64m',
        ...JVM_OPTIONS,
        // The first OutOfMemoryError ends the program, whichever thread it happens in.
        '-XX:+ExitOnOutOfMemoryError',
        '-Dfile.encoding=UTF-8',
        '-cp',
        BOX,
        'Main',
      ],
      addressSpaceBytes: limits.memoryMb * MB + JVM_OVERHEAD_BYTES,
    }),
    memoryMessages: ['java.lang.OutOfMemoryError', 'insufficient memory for the Java Runtime Environment'],
    crashNearLimitIsMemory: false,
  },
  php: {
    sourceFile: 'main.php',
    tools: ['/usr/bin/php'],
    packageName: 'php-cli',
    // `php -l` only parses: a syntax error reads as a compile error, and nothing of the program runs.
    compile: () => ({
      argv: ['/usr/bin/php', '-d', 'display_errors=stderr', '-d', 'log_errors=0', '-l', 'main.php'],
      addressSpaceBytes: 512 * MB,
    }),
    run: (limits) => ({
      argv: [
        '/usr/bin/php',
        '-d',
        'display_errors=stderr',
        '-d',
        'log_errors=0',
        '-d',
        'html_errors=0',
        '-d',
        `memory_limit=${limits.memoryMb}M`,
        `${BOX}/main.php`,
      ],
      addressSpaceBytes: limits.memoryMb * MB + 256 * MB,
    }),
    memoryMessages: ['Allowed memory size of', 'Out of memory (allocated'],
    crashNearLimitIsMemory: false,
  },
};

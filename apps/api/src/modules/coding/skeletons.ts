import type { CodingLanguage } from '@portico/contract/coding';

/**
 * Where an exercise's author gave no starting code: a program that reads nothing and prints
 * nothing, in each language, ready to be filled in. Java's class is `Main` (both runners compile
 * Main.java).
 */
export const skeletons: Record<CodingLanguage, string> = {
  c: '#include <stdio.h>\n\nint main(void) {\n    \n    return 0;\n}\n',
  cpp: '#include <iostream>\nusing namespace std;\n\nint main() {\n    \n    return 0;\n}\n',
  java: 'import java.util.Scanner;\n\npublic class Main {\n    public static void main(String[] args) {\n        Scanner in = new Scanner(System.in);\n        \n    }\n}\n',
  php: '<?php\n\n',
};

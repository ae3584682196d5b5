import { ESLint } from 'eslint';
import { beforeAll } from 'vitest';

/**
 * For a rule's tests: lints a snippet as if it were the given file, with the repo's own config,
 * and returns that rule's messages. One linter per test file: loading the config and its
 * TypeScript parser is the slow part (seconds on a busy machine), done once before the tests with
 * room for a loaded CI runner.
 */
export function ruleRefusals(ruleId: string, suffix = ''): (filePath: string, code: string) => Promise<string[]> {
  let eslint: ESLint;
  beforeAll(async () => {
    eslint = new ESLint({ cwd: process.cwd() });
    await eslint.lintText('export {};\n', { filePath: 'src/lib/warm-up.ts' });
  }, 120_000);
  return async (filePath, code) => {
    const [result] = await eslint.lintText(`${code}\n${suffix}`, { filePath });
    return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
  };
}

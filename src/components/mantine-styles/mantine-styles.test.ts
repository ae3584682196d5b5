import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Mantine's styles are split in two (login.ts before sign-in, console.ts after: issue 33). Both
// together must be the whole of @mantine/core/styles.css, each file once and in its order, or a
// component would show unstyled, or a later rule would stop overriding an earlier one.
const STYLES_DIR = path.resolve('node_modules/@mantine/core/styles');
const ALL = readFileSync(path.resolve('node_modules/@mantine/core/styles.css'), 'utf8');

function imported(file: string): string[] {
  const source = readFileSync(path.resolve('src/components/mantine-styles', file), 'utf8');
  return [...source.matchAll(/^import '@mantine\/core\/styles\/([\w-]+)\.css';$/gm)].map((m) => m[1]);
}

/** Where a file's rules start inside styles.css: Mantine builds styles.css by joining the files. */
function offsetInBundle(name: string): number {
  const body = readFileSync(path.join(STYLES_DIR, `${name}.css`), 'utf8').replace(/^\/\*.*\*\/\n/, '');
  return ALL.indexOf(body.trim().slice(0, 120));
}

const login = imported('login.ts');
const rest = imported('console.ts');

describe("Mantine's styles, split for the login screen", () => {
  it('hold every component file of styles.css exactly once', () => {
    const every = readdirSync(STYLES_DIR)
      .filter((f) => f.endsWith('.css') && !f.endsWith('.layer.css'))
      .map((f) => f.replace(/\.css$/, ''))
      .sort();
    expect([...login, ...rest].sort()).toEqual(every);
  });

  it("keep styles.css's order inside each part", () => {
    for (const part of [login, rest]) {
      const offsets = part.map(offsetInBundle);
      expect(offsets.every((o) => o >= 0)).toBe(true);
      expect(offsets).toEqual([...offsets].sort((a, b) => a - b));
    }
  });

  it('give the login screen what it draws (inputs, buttons, alerts, toasts)', () => {
    for (const name of [
      'baseline',
      'default-css-variables',
      'global',
      'Input',
      'PasswordInput',
      'Button',
      'Alert',
      'Notification',
      'Loader',
    ]) {
      expect(login).toContain(name);
    }
  });
});

// The Biome plugin that keeps React effects from returning anything but their cleanup (effect-cleanup.grit):
// run on a file of examples, it flags exactly the lines marked "flagged".
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const plugin = path.join(__dirname, 'effect-cleanup.grit');

const EXAMPLES = `import { useEffect, useLayoutEffect } from 'react';
export function Examples({ f, g }: { f: () => void; g: () => () => void }) {
  useLayoutEffect(() => window.scrollTo(0, 0), []); // flagged
  useEffect(() => f(), [f]); // flagged
  useEffect(f, [f]); // flagged
  useLayoutEffect(() => {
    if (!f) return document.body.scrollIntoView(); // flagged
    const stop = g();
    return stop;
  }, [f, g]);
  useEffect(() => () => f(), [f]);
  useEffect(() => {
    f();
    return () => f();
  }, [f]);
  useEffect(() => {
    if (!f) return;
    const h = () => {
      return g();
    };
    function k() {
      return g();
    }
    const o = {
      m() {
        return g();
      },
    };
    h();
    k();
    o.m();
  }, [f, g]);
  return null;
}
`;

it('flags an effect that returns what a call answered, and nothing else', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'effect-cleanup-'));
  try {
    fs.writeFileSync(
      path.join(dir, 'biome.json'),
      JSON.stringify({ plugins: [plugin], linter: { rules: { preset: 'none' } }, formatter: { enabled: false } }),
    );
    fs.writeFileSync(path.join(dir, 'examples.tsx'), EXAMPLES);
    const run = spawnSync(
      process.execPath,
      [path.join(root, 'node_modules/.bin/biome'), 'lint', '--reporter=json', 'examples.tsx'],
      { cwd: dir, encoding: 'utf8' },
    );
    const report = JSON.parse(run.stdout) as { diagnostics: Array<{ location: { start: { line: number } } }> };
    const flagged = report.diagnostics.map((d) => d.location.start.line).sort((a, b) => a - b);
    const expected = EXAMPLES.split('\n').flatMap((line, i) => (line.endsWith('// flagged') ? [i + 1] : []));
    expect(expected).toHaveLength(4);
    expect(flagged).toEqual(expected);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it('is one of the project’s Biome plugins', () => {
  const config = JSON.parse(fs.readFileSync(path.join(root, 'biome.json'), 'utf8')) as { plugins?: string[] };
  expect(config.plugins).toContain('./tools/biome/effect-cleanup.grit');
});

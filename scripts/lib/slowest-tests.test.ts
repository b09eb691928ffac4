import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { failuresReport, readTimings, slowestReport } from './slowest-tests.mjs';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A report shaped as Vitest's JSON reporter writes it. */
function writeReport(dir: string, name: string, results: { file: string; ms: number; tests: number[] }[]) {
  const file = path.join(dir, name);
  const testResults = results.map(({ file: testFile, ms, tests }) => ({
    name: path.join('/repo', testFile),
    startTime: 1_000,
    endTime: 1_000 + ms,
    assertionResults: tests.map((duration, index) => ({ fullName: `test ${index + 1}`, duration })),
  }));
  fs.writeFileSync(file, JSON.stringify({ testResults }));
  return file;
}

describe('slowest tests report', () => {
  it('lists the slowest files and tests of every step, slowest first, with their step', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slowest-'));
    dirs.push(dir);
    const unit = writeReport(dir, 'unit.json', [
      { file: 'src/a.test.ts', ms: 2_000, tests: [1_500, 100] },
      { file: 'src/b.test.ts', ms: 9_000, tests: [8_000] },
    ]);
    const e2e = writeReport(dir, 'e2e.json', [{ file: 'tests/e2e/c.test.ts', ms: 30_000, tests: [29_000] }]);
    const timings = readTimings(
      [
        { label: 'unit', file: unit },
        { label: 'e2e', file: e2e },
        { label: 'never ran', file: path.join(dir, 'missing.json') },
      ],
      '/repo',
    );
    const report = slowestReport(timings, 2).split('\n');

    expect(report).toEqual([
      'Slowest test files (of 3):',
      '  30.0 s  tests/e2e/c.test.ts  [e2e]',
      '   9.0 s  src/b.test.ts  [unit]',
      '',
      'Slowest tests (of 4):',
      '  29.0 s  tests/e2e/c.test.ts › test 1  [e2e]',
      '   8.0 s  src/b.test.ts › test 1  [unit]',
    ]);
  });

  it('names each failed test with its step and the first line of its error, and a file that failed alone', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'slowest-'));
    dirs.push(dir);
    const file = path.join(dir, 'e2e.json');
    fs.writeFileSync(
      file,
      JSON.stringify({
        testResults: [
          {
            name: '/repo/tests/e2e/a.test.ts',
            status: 'failed',
            startTime: 0,
            endTime: 5_000,
            assertionResults: [
              { fullName: 'passes', status: 'passed', duration: 10 },
              {
                fullName: 'saves the form',
                status: 'failed',
                duration: 4_000,
                failureMessages: [
                  'TimeoutError: locator.click: Timeout 5000ms exceeded.\n    at a.test.ts:12',
                ],
              },
            ],
          },
          {
            name: '/repo/tests/e2e/b.test.ts',
            status: 'failed',
            message: 'Hook timed out in 10000ms.',
            startTime: 0,
            endTime: 10_000,
            assertionResults: [{ fullName: 'never ran', status: 'skipped' }],
          },
        ],
      }),
    );
    const { failures } = readTimings([{ label: 'e2e', file }], '/repo');

    expect(failuresReport(failures).split('\n')).toEqual([
      'Failed tests (2):',
      '  ✖ tests/e2e/a.test.ts › saves the form  [e2e]',
      '      TimeoutError: locator.click: Timeout 5000ms exceeded.',
      '  ✖ tests/e2e/b.test.ts  [e2e]',
      '      Hook timed out in 10000ms.',
    ]);
    expect(failuresReport([])).toBe('');
  });

  it('says so when no step wrote a report', () => {
    expect(slowestReport({ files: [], tests: [] })).toBe('No test report was written.');
  });
});

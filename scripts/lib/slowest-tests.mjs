// The slowest test files and tests of one `npm test`, read from the JSON reports its Vitest steps
// write (`--reporter=json --outputFile.json=…`), so the next speed-up starts from numbers.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ label: string, file: string }} StepReport  a step's name and its JSON report
 * @typedef {{ step: string, name: string, seconds: number }} Timing
 */

/** @param {number} seconds */
function formatSeconds(seconds) {
  return `${seconds.toFixed(1).padStart(6)} s`;
}

/**
 * Every file's and every test's duration in the reports that exist (a step that stopped before
 * writing its report is skipped).
 * @param {StepReport[]} reports
 * @param {string} root  paths are shown relative to it
 * @returns {{ files: Timing[], tests: Timing[] }}
 */
export function readTimings(reports, root) {
  const files = [];
  const tests = [];
  for (const { label, file } of reports) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const result of report.testResults ?? []) {
      const name = path.relative(root, result.name);
      files.push({ step: label, name, seconds: (result.endTime - result.startTime) / 1000 });
      for (const test of result.assertionResults ?? []) {
        if (typeof test.duration !== 'number') continue;
        tests.push({ step: label, name: `${name} › ${test.fullName}`, seconds: test.duration / 1000 });
      }
    }
  }
  return { files, tests };
}

/**
 * The report printed at the end of `npm test`: the `top` slowest files and tests, slowest first.
 * @param {{ files: Timing[], tests: Timing[] }} timings
 * @param {number} top
 */
export function slowestReport({ files, tests }, top = 15) {
  const slowest = (/** @type {Timing[]} */ list) =>
    [...list]
      .sort((a, b) => b.seconds - a.seconds)
      .slice(0, top)
      .map((timing) => `${formatSeconds(timing.seconds)}  ${timing.name}  [${timing.step}]`);
  if (files.length === 0) return 'No test report was written.';
  return [
    `Slowest test files (of ${files.length}):`,
    ...slowest(files),
    '',
    `Slowest tests (of ${tests.length}):`,
    ...slowest(tests),
  ].join('\n');
}

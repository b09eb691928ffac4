// What one `npm test` prints at its end, read from the JSON reports its Vitest steps write
// (`--reporter=json --outputFile.json=…`): the tests that failed, so the last lines of a long log
// name them, and the slowest files and tests, so the next speed-up starts from numbers.
import fs from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ label: string, file: string }} StepReport  a step's name and its JSON report
 * @typedef {{ step: string, name: string, seconds: number }} Timing
 * @typedef {{ step: string, name: string, message: string }} Failure
 */

/** @param {number} seconds */
function formatSeconds(seconds) {
  return `${seconds.toFixed(1).padStart(6)} s`;
}

/** The first line of a failure message, short enough for one line of the summary. */
function firstLine(message = '') {
  const line = message.trim().split('\n')[0] ?? '';
  return line.length > 200 ? `${line.slice(0, 199)}…` : line;
}

/**
 * Every file's and every test's duration, and every failure, in the reports that exist (a step
 * that stopped before writing its report is skipped). A file that failed with no failed test (it
 * could not load, or a hook threw) is a failure of its own.
 * @param {StepReport[]} reports
 * @param {string} root  paths are shown relative to it
 * @returns {{ files: Timing[], tests: Timing[], failures: Failure[] }}
 */
export function readTimings(reports, root) {
  const files = [];
  const tests = [];
  const failures = [];
  for (const { label, file } of reports) {
    if (!fs.existsSync(file)) continue;
    const report = JSON.parse(fs.readFileSync(file, 'utf8'));
    for (const result of report.testResults ?? []) {
      const name = path.relative(root, result.name);
      files.push({ step: label, name, seconds: (result.endTime - result.startTime) / 1000 });
      let failedTests = 0;
      for (const test of result.assertionResults ?? []) {
        const testName = `${name} › ${test.fullName}`;
        if (test.status === 'failed') {
          failedTests += 1;
          failures.push({ step: label, name: testName, message: firstLine(test.failureMessages?.[0]) });
        }
        if (typeof test.duration !== 'number') continue;
        tests.push({ step: label, name: testName, seconds: test.duration / 1000 });
      }
      if (result.status === 'failed' && failedTests === 0) {
        failures.push({ step: label, name, message: firstLine(result.message) });
      }
    }
  }
  return { files, tests, failures };
}

/**
 * The failed tests, one line each with the first line of their error, or '' when none failed.
 * @param {Failure[]} failures
 */
export function failuresReport(failures) {
  if (failures.length === 0) return '';
  return [
    `Failed tests (${failures.length}):`,
    ...failures.map(({ step, name, message }) => `  ✖ ${name}  [${step}]\n      ${message}`),
  ].join('\n');
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

/** Types of slowest-tests.mjs (plain JS: `npm test` runs it with nothing but Node). */
export interface StepReport {
  label: string;
  file: string;
}
export interface Timing {
  step: string;
  name: string;
  seconds: number;
}
export interface Failure {
  step: string;
  name: string;
  message: string;
}
export function readTimings(
  reports: StepReport[],
  root: string,
): { files: Timing[]; tests: Timing[]; failures: Failure[] };
export function failuresReport(failures: Failure[]): string;
export function slowestReport(timings: { files: Timing[]; tests: Timing[] }, top?: number): string;

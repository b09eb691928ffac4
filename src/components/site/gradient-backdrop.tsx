/**
 * The glow behind a dark band: a decorative layer filling its section, under the content. The
 * section needs its own stacking context (`relative isolate`) and `overflow-hidden`.
 */
export function GradientBackdrop({ image }: { image: string }) {
  return <div aria-hidden className="absolute inset-0 -z-10" style={{ backgroundImage: image }} />;
}

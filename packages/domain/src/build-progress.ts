/**
 * The stages a document build reports while it runs (the dashboard PDF), in order, and how the
 * page words them on the export button (docs/product-rules.md, "Messages when something is slow
 * or refused").
 */
export const BUILD_STAGES = ['figures', 'property', 'drawing', 'saving'] as const;
export type BuildStage = (typeof BUILD_STAGES)[number];

export function buildProgressText(progress: { stage: BuildStage; step?: number; of?: number }) {
  switch (progress.stage) {
    case 'figures':
      return 'Reading figures…';
    case 'property':
      return 'Reading the property’s channels…';
    case 'drawing':
      return progress.step && progress.of
        ? `Drawing part ${progress.step} of ${progress.of}…`
        : 'Drawing…';
    case 'saving':
      return 'Finishing the file…';
  }
}

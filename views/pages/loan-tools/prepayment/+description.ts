export const description =
  'See what a part-prepayment saves: one-time or yearly lump sums, reduce the EMI or the tenure, the revised schedule with a CSV download, and whether a prepayment charge applies under RBI’s 2025 directions.'

/** The eight fixed blog categories (DECISIONS.md: content and media). */
export const blogCategories = [
  'Personal Loans',
  'Business Loans',
  'Home Loans',
  'Car Loans',
  'Credit Cards',
  'Overdraft',
  'Credit Score',
  'Financial Planning',
] as const

export type BlogCategory = (typeof blogCategories)[number]

/** The eight fixed blog categories (docs/product.md §14 Entities and fields). */
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

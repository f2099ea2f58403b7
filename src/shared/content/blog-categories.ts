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

/**
 * A stored category named in the words given (the catalogue's blog.categories); a category from
 * before the fixed list is shown as stored.
 */
export const categoryName = (names: Readonly<Record<BlogCategory, string>>, category: string): string =>
  (names as Readonly<Record<string, string>>)[category] ?? category

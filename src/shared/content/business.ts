// Business constants (docs/product.md §20 Business constants; the EMI ranges are §16.3), in one place.

export const loanLimits = {
  minAmount: 15_000,
  maxAmount: 10_00_000,
  minMonthlyIncome: 15_000,
} as const

export const emiLimits = {
  amount: { min: 50_000, max: 1_00_00_000, step: 10_000, default: 1_00_000 },
  rate: { min: 1, max: 30, sliderStep: 0.1, boxStep: 0.01, default: 10 },
  tenure: { min: 0, max: 30, step: 1, default: 1 },
} as const

export const displayLimits = {
  blogCardTitle: 45,
  blogCardExcerpt: 190,
  adminTitle: 35,
  adminContent: 70,
  homeTeaser: 2,
  blogPageSize: 9,
  pastPosts: 4,
} as const

export const textLimits = { name: 100, email: 254, message: 2_000, blogContent: 50_000, short: 200 } as const

export const timings = {
  contactRedirectMs: 3_000,
  carouselMs: 3_000,
  savingGrowth: { step: 20, everyMs: 1_500 },
  paymentStatus: { step: 10, everyMs: 800 },
} as const

export const marqueeSpeeds = { logos: 50, caseStudies: 150, banner: 100 } as const

export const authStorageKey = 'authToken'

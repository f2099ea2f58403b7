/** Loan-product cards shown in the 'Latest Case Studies' rows on the home page (docs/product.md §4 Home; the products of §1). */
export interface ProductCard {
  id: number
  title: string
  description: string
  image: string
}

export const productCards: ProductCard[] = [
  {
    id: 1,
    title: 'Consolidation Loan',
    description: 'Merge multiple debts into a single low-interest EMI, so you track one due date instead of many.',
    image: '/images/products/consolidation.webp',
  },
  {
    id: 2,
    title: 'Overdraft Facility',
    description: 'Withdraw funds as needed from an approved limit and pay interest only on the amount you actually use.',
    image: '/images/products/overdraft.webp',
  },
  {
    id: 3,
    title: 'Personal Loan',
    description: 'Easy and instant financing for weddings, travel, medical bills or any other personal need, with no collateral required.',
    image: '/images/products/personal.webp',
  },
  {
    id: 4,
    title: 'Credit Card Balance Transfer',
    description: 'Shift expensive credit card debt to a lower-interest loan and clear it in fixed monthly instalments.',
    image: '/images/products/balance-transfer.webp',
  },
  {
    id: 5,
    title: 'Business Loan',
    description: 'Instant funding for growth, whether you need working capital, new machinery or stock for the festive season.',
    image: '/images/products/business.webp',
  },
  {
    id: 6,
    title: 'Home Loan',
    description: 'Buy, build or renovate your home with long tenures and flexible repayment options that fit your budget.',
    image: '/images/products/home.webp',
  },
]

// Money for display: Indian grouping with the rupee sign (₹1,00,000), as docs/product.md §7 EMI calculator
// asks of money everywhere; storage keeps whole rupees.
const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
const grouped = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 })

/** ₹1,00,000. Values are whole rupees already; Intl's own rounding is half away from zero. */
export function formatInr(rupees: number): string {
  return inr.format(rupees)
}

/** 1,00,000: Indian grouping without the sign, for table cells under a ₹ heading. */
export function formatIndian(value: number): string {
  return grouped.format(value)
}

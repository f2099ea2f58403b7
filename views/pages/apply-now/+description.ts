export const description =
  'Apply online for a personal, business, home or car loan from ₹15,000 to ₹10,00,000. Compare offers from multiple lenders, with no hidden charges and no pre-closure charges.'

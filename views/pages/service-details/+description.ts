export const description =
  'Personal, business, home, overdraft, car and credit card loans from RBI-regulated lenders in one place. See how we compare offers and what documents you need.'

export const description =
  'Work out the EMI on a personal, home, car or business loan: monthly instalment, total interest, total payment and a month-by-month amortisation schedule, exact to the rupee.'

export const description =
  'See where your loan application is: enter your reference and date of birth for the current stage, the date of each stage and what happens next.'

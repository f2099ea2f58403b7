export const description =
  'Lost the reference of your loan application? Enter the e-mail and date of birth you applied with and we e-mail the reference to you.'

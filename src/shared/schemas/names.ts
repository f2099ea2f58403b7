// Names as Indians write them (docs/decisions/165): letters of any script with their combining marks,
// spaces, dots, apostrophes (straight or curly) and hyphens, with at least one letter: "R. K. Sharma",
// "Mary D'Souza", "Anne-Marie Fernandes", "राहुल". A company name also takes digits, "&", "(", ")", ","
// and "/": "L&T Infotech", "3M India", "Tata Consultancy Services (TCS)". The contact form, the apply
// form and both JSON calls read these two patterns, so browser and server agree.

/** A person's name: letters, spaces, dots, apostrophes and hyphens, at least one letter; no digits. */
export const personName = /^(?=.*\p{L})[\p{L}\p{M} .'’-]+$/u

/** A company's name: a person's name's characters plus digits, "&", "(", ")", "," and "/"; at least one letter. */
export const companyName = /^(?=.*\p{L})[\p{L}\p{M}0-9 .'’&(),/-]+$/u

// The shared layout's words: header, footer, skip link, language link (docs/product.md §3 Shared layout).

export default {
  skipLink: 'Skip to content',
  /** The bundled office hours (src/shared/content/site.ts); configured hours are shown as configured. */
  defaultHours: 'Monday to Saturday, 10 AM to 7 PM',
  homeLabel: '{brand} home',
  nav: {
    home: 'Home',
    services: 'Services',
    emi: 'EMI Calculator',
    tools: 'Loan Tools',
    contact: 'Contact Us',
    about: 'About',
    blog: 'Blog',
  },
  allServices: 'All loan services',
  menu: 'Menu',
  mainNav: 'Main',
  mobileNav: 'Mobile',
  trackApplication: 'Track application',
  applyNow: 'Apply Now',
  /** The link to this page in the other language: written in that language, as it names it. */
  otherLanguage: 'Same page in Hindi',
  /** Any form's answer when its client passed the rate limit (src/server/middleware/rate-limit.server.ts). */
  tooMany: 'Too many attempts from your connection. Please wait a few minutes and try again.',
  footer: {
    tagline: 'We compare offers from many lenders to find you the right loan, with no hidden charges.',
    bookAppointment: 'Book An Appointment',
    company: 'Company',
    services: 'Services',
    policy: 'Policy',
    officeAddress: 'Office Address',
    grievances: 'Grievances:',
    viewMap: 'View Map',
    opensInNewTab: ' (opens in a new tab)',
    rightsReserved: '{copyright} {brand}. All rights reserved.',
    open: 'Open {hours}',
    chat: 'Chat with us (opens in a new tab)',
    social: { facebook: '{brand} on Facebook', instagram: '{brand} on Instagram', linkedin: '{brand} on LinkedIn' },
    companyLinks: {
      home: 'Home',
      about: 'About',
      blog: 'Blog',
      tools: 'Loan Tools',
      track: 'Track Application',
      contact: 'Contact Us',
    },
    policyLinks: {
      terms: 'Terms & Conditions',
      privacy: 'Privacy Policy',
      disclosures: 'Disclosures',
      pricing: 'Pricing',
      faq: 'FAQ',
      support: 'Support',
    },
  },
} as const

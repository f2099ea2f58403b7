// Filled as the contact pages move to the catalogue (docs/i18n.md).
export default {}

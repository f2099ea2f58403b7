// Filled as the legal pages move to the catalogue (docs/i18n.md).
export default {}

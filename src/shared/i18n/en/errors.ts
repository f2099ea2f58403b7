// Filled as the errors pages move to the catalogue (docs/i18n.md).
export default {}

// Filled as the about pages move to the catalogue (docs/i18n.md).
export default {}

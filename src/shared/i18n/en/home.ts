// Filled as the home pages move to the catalogue (docs/i18n.md).
export default {}

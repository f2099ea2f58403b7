// Filled as the tools pages move to the catalogue (docs/i18n.md).
export default {}

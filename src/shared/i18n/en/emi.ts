// Filled as the emi pages move to the catalogue (docs/i18n.md).
export default {}

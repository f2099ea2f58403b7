// Filled as the trueCost pages move to the catalogue (docs/i18n.md).
export default {}

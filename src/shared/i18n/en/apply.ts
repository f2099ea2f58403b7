// Filled as the apply pages move to the catalogue (docs/i18n.md).
export default {}

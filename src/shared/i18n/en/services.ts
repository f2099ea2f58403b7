// Filled as the services pages move to the catalogue (docs/i18n.md).
export default {}

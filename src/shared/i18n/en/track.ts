// Filled as the track pages move to the catalogue (docs/i18n.md).
export default {}

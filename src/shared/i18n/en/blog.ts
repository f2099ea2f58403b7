// Filled as the blog pages move to the catalogue (docs/i18n.md).
export default {}

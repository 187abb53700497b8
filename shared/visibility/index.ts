export { insuredAges, type InsuredAge, type InsuredAgeInput } from './insured-ages';
export { isProductVisible, type ProductVisibilityInput } from './is-product-visible';

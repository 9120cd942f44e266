// Placeholder while the feature is being built; replaced by its owner.
export default function BusinessQuotationTemplate() {
  return null;
}

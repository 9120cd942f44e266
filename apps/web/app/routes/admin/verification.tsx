// Stub: replaced by the feature that owns this page.
export default function VerificationPage() {
  return null;
}

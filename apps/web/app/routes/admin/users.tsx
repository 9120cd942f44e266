// Stub: replaced by the feature that owns this page.
export default function UsersPage() {
  return null;
}

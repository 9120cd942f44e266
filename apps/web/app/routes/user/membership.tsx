// Stub: built by the membership issue's web work.
export default function Stub() {
  return null;
}

import { redirect } from 'react-router';

export function loader() {
  throw redirect('/business/desk');
}
export default function BusinessIndex() {
  return null;
}

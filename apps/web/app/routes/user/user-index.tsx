import { redirect } from 'react-router';

export function loader() {
  throw redirect('/user/overview');
}
export default function UserIndex() {
  return null;
}

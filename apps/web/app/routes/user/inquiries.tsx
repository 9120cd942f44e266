import UserComingSoon from './coming-soon.tsx';

// Being built: replaced by the inquiry / suggestion feature.
export default UserComingSoon;

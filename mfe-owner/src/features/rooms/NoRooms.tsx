import { Link } from 'react-router-dom';
import { ownerPaths } from '../../paths';

export function NoRooms() {
  return (
    <p>
      You have no rooms yet. <Link to={ownerPaths.manageRooms}>Add rooms</Link> or{' '}
      <Link to={ownerPaths.addHostel}>add a hostel</Link>.
    </p>
  );
}

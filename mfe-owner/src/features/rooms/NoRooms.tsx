import { Link } from 'react-router-dom';

export function NoRooms() {
  return (
    <p>
      You have no rooms yet. <Link to="/owner/manage-rooms">Add rooms</Link> or{' '}
      <Link to="/owner/add-hostel">add a hostel</Link>.
    </p>
  );
}

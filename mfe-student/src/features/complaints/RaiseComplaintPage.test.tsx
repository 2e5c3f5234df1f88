import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithRouter } from '../../../../tools/jest/render';
import RaiseComplaintPage from './RaiseComplaintPage';

it('needs both fields, with the spec message', async () => {
  renderWithRouter(<RaiseComplaintPage />, { path: '/student/raise-complaint' });
  await userEvent.type(screen.getByLabelText('Subject'), 'Fan');
  await userEvent.click(screen.getByRole('button', { name: 'Submit Complaint' }));
  expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('Please fill in all fields');
});
